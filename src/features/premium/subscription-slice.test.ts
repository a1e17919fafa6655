import { describe, expect, it } from 'vitest';
import { logout, makeStore, whenRehydrated } from '../../store/make-store';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { selectSubscription, subscriptionReceived, subscriptionRemoved } from './subscription-slice';

describe('the subscription branch (SPEC section 4)', () => {
  it('merges the subscription from each payload, null once removed or logged out, never persisted', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    const { store } = handle;
    expect(selectSubscription(store.getState())).toBeNull();
    store.dispatch(subscriptionReceived({ id: 's1', type: 'monthly', expires_date_ms: 10 }));
    store.dispatch(subscriptionReceived({ type: 'yearly', cancellation_date_ms: 5 }));
    expect(selectSubscription(store.getState())).toMatchObject({
      id: 's1',
      type: 'yearly',
      expires_date_ms: 10,
      cancellation_date_ms: 5,
    });
    store.dispatch(subscriptionRemoved());
    expect(selectSubscription(store.getState())).toBeNull();
    store.dispatch(subscriptionReceived({ id: 's2' }));
    await handle.persistor.flush();
    expect(storage.map.get('persist:root')).not.toContain('s2');
    await logout(handle);
    expect(selectSubscription(store.getState())).toBeNull();
  });
});
