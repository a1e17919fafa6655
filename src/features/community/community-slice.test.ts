import { describe, expect, it } from 'vitest';
import { tokenReceived } from '../../store/auth-slice';
import { logout, makeStore, whenRehydrated } from '../../store/make-store';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { feedPageReceived } from './community-slice';

describe('the community branch (SPEC section 4)', () => {
  it('appends community pages and records the next cursor', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(feedPageReceived({ results: [{ uuid: 'p1' }], next: '/v1/community/posts?cursor=abc' }));
    store.dispatch(feedPageReceived({ results: [{ uuid: 'p2' }], next: null }));
    expect(store.getState().community).toEqual({ posts: [{ uuid: 'p1' }, { uuid: 'p2' }], next: null, cursor: null });
  });

  it('is cleared on logout and never persisted', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(tokenReceived('abc'));
    handle.store.dispatch(feedPageReceived({ results: [{ uuid: 'p1' }], next: 'https://x/posts?cursor=c2' }));
    expect(handle.store.getState().community?.cursor).toBe('c2');
    await handle.persistor.flush();
    expect(storage.map.get('persist:root')).not.toContain('p1');
    await logout(handle);
    expect(handle.store.getState().community).toEqual({ posts: [], next: null, cursor: null });
  });
});
