import { browserStorage } from '../config/browser-storage';
import { type PendingAction, parsePendingAction, serializePendingAction } from '../core/accounts/pending-action';
import { PENDING_ACTION_KEY as KEY } from './credentials';

// In localStorage, so the action survives the confirmation link opened in another tab.

export function rememberPendingAction(action: PendingAction) {
  browserStorage().setItem(KEY, serializePendingAction(action, Date.now()));
}

export function pendingAction(): PendingAction | null {
  return parsePendingAction(browserStorage().getItem(KEY), Date.now());
}

export function forgetPendingAction() {
  browserStorage().removeItem(KEY);
}

/** The store's keeping of pending actions, for the members-only prompt. */
export const pendingActions = { remember: rememberPendingAction, forget: forgetPendingAction };
