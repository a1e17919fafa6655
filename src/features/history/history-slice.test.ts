import { describe, expect, it } from 'vitest';
import { makeStore, whenRehydrated } from '../../store/make-store';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { historyReceived, selectRecipeViews } from './history-slice';

describe('the recipe views of the user branch (SPEC section 4)', () => {
  it('keeps the recipe history most recent first, replaced on update', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(
      historyReceived([
        { id: 'a', last_view: '2026-01-01T10:00:00Z' },
        { id: 'b', last_view: '2026-03-01T10:00:00Z' },
      ]),
    );
    store.dispatch(
      historyReceived([
        { id: 'c', last_view: '2026-02-01T10:00:00Z' },
        { id: 'd', last_view: '2026-05-01T10:00:00Z' },
      ]),
    );
    expect(selectRecipeViews(store.getState()).map((v) => v.id)).toEqual(['d', 'c']);
  });

  it('persists the views with the user branch, so a reload renders them first', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(historyReceived([{ id: 'a', last_view: '2026-01-01T10:00:00Z' }]));
    await handle.persistor.flush();
    const reloaded = makeStore(storage);
    await whenRehydrated(reloaded);
    reloaded.store.dispatch({ type: 'test/anything' });
    expect(selectRecipeViews(reloaded.store.getState())).toEqual([{ id: 'a', last_view: '2026-01-01T10:00:00Z' }]);
  });
});
