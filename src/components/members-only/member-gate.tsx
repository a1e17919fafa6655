import React, { useState } from 'react';
import { ERRNO } from '../../core/contract/errors';
import { useHydrated } from '../use-hydrated';
import { type PendingActions, useMembersOnlyPrompt } from './members-only-prompt';
import { UnvalidatedModal } from './unvalidated-modal';

/** The session as the gate reads it (the store's `useMemberGateSession`). */
export interface MemberGateSession {
  loggedIn: boolean;
  restored: boolean;
  ownId: string | null;
  addressConfirmed: boolean;
  pending: PendingActions;
  resend: () => void;
  sending: boolean;
  resent: boolean;
  /** The API refused a new link today (errno 139): the modal says what to do instead. */
  resendsSpent: boolean;
}

/**
 * What a community action needs first: a member (anonymous visitors get the members-only prompt,
 * their attempt kept for after the log-in: `ask`) whose address is confirmed (the API's 403
 * errno 121 opens the modal that sends the link again: `refusedForAddress`). `ready` once the
 * page is interactive and the stored session is back; `dialogs` renders whichever is open.
 */
export function useMemberGate(session: MemberGateSession) {
  const { ask, prompt } = useMembersOnlyPrompt(session.pending);
  const hydrated = useHydrated();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  /** True (and the modal opens, saying `reason`) when the API refused for the unconfirmed address. */
  const refusedForAddress = (error: unknown, reason: string) => {
    const { status, data } = (error ?? {}) as { status?: unknown; data?: { errno?: unknown } };
    // A 403 is also what a block gives: a member known to be confirmed is not sent to confirm.
    if (status !== 403 || data?.errno !== ERRNO.FORBIDDEN || session.addressConfirmed) return false;
    setUnconfirmed(reason);
    return true;
  };

  const dialogs = (
    <>
      {prompt}
      {unconfirmed && (
        <UnvalidatedModal
          reason={unconfirmed}
          onClose={() => setUnconfirmed(null)}
          onResend={session.resend}
          sending={session.sending}
          resent={session.resent}
          resendsSpent={session.resendsSpent}
        />
      )}
    </>
  );
  return {
    ready: hydrated && session.restored,
    loggedIn: session.loggedIn,
    ownId: session.ownId,
    ask,
    refusedForAddress,
    /** Opens the confirm-your-address modal before trying (the profile already says it is unconfirmed). */
    askToConfirm: setUnconfirmed,
    dialogs,
  };
}
