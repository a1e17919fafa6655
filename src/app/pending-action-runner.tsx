import { useEffect } from 'react';
import { selectIsLoggedIn, selectSessionRestored } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { forgetPendingAction, pendingAction } from '../store/pending-action';

/**
 * Once a visitor who was asked to log in is back and logged in, does what they had tried. It
 * looks again on every page (`pathname`), so an action still waiting (a follow before the
 * address is confirmed) is tried again on the next one.
 */
export function PendingActionRunner({ pathname }: { pathname: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  useEffect(() => {
    if (!loggedIn || !restored) return;
    const action = pendingAction();
    // A chosen plan is not done here: the premium page opens on it and forgets it.
    if (!action || action.kind === 'choosePlan') return;
    void import('./perform-pending-action')
      .then(({ perform }) => perform(dispatch, action))
      .then((settled) => settled && forgetPendingAction())
      // Kept: tried again on the next page (the code could not load offline, say).
      .catch(() => undefined);
  }, [loggedIn, restored, dispatch, pathname]);
  return null;
}
