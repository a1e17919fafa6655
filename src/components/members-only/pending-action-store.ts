import { type PendingAction, parsePendingAction, serializePendingAction } from '../../core/accounts/pending-action';
import { browserStorage } from '../../store/browser-storage';
import { PENDING_ACTION_KEY as KEY } from '../../store/credentials';

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
