import { useEffect } from 'react';
import { selectIsLoggedIn, selectSessionRestored } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { sendQueuedWrites } from '../store/offline-queue';

let sending: Promise<void> | null = null;

/** Sends what a member did offline as soon as the browser is online again (and on each page). */
export function OfflineQueueRunner() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  useEffect(() => {
    if (!loggedIn || !restored) return;
    const send = () => {
      if (!navigator.onLine || sending) return;
      sending = sendQueuedWrites(dispatch).finally(() => (sending = null));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [dispatch, loggedIn, restored]);
  return null;
}
