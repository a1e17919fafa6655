import { ERRNO } from '../core/contract/errors';
import { apiErrorOf } from './api-error';
import { selectIsLoggedIn, selectSessionRestored } from './auth-slice';
import { useAppSelector } from './hooks';
import { pendingActions } from './pending-action';
import { selectOwnProfile } from './profile-slice';
import { useGetProfileQuery, useResendValidationMutation } from './session-api';

/**
 * What the members-only gate of a community action (components/members-only/member-gate.tsx)
 * needs from the store: who is there, whether their address is known confirmed, where a
 * visitor's attempt is kept, and the call that sends the confirmation link again.
 */
export function useMemberGateSession() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const own = useAppSelector(selectOwnProfile);
  // Whose comments are whose, and whether the address is confirmed: the member's own profile, read
  // once if the stored session has none.
  useGetProfileQuery(undefined, { skip: !loggedIn || !restored || own !== null });
  const [resend, resendState] = useResendValidationMutation();
  return {
    loggedIn,
    restored,
    ownId: own?.user_id ?? null,
    addressConfirmed: own?.email_validated === true,
    /** Known unconfirmed (the profile says so): forms of src/core's gated actions say so first. */
    addressUnconfirmed: own?.email_validated === false,
    pending: pendingActions,
    resend: () => void resend(),
    sending: resendState.isLoading,
    resent: resendState.isSuccess,
    resendsSpent: apiErrorOf(resendState.error).errno === ERRNO.RESENDS_SPENT,
  };
}
