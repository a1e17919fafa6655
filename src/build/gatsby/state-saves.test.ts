import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

// Gatsby's own store and save-state module, as its build calls them, with the patch
// gatsby+5.16.1+001+state-saves.patch applied at install. As in a worker, the store starts empty
// instead of reading a saved state from this folder's .cache.
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
process.env.GATSBY_WORKER_POOL_WORKER = 'true';
const redux = require('gatsby/dist/redux') as { store: { dispatch(action: object): void } };
const persist = require('gatsby/dist/redux/persist') as { writeToCache(slice: object): void };
const { saveState } = require('gatsby/dist/redux/save-state') as { saveState(): Promise<void> };
delete process.env.GATSBY_WORKER_POOL_WORKER;

it("saves Gatsby's state only when an action reached its store since the last save", async () => {
  let saves = 0;
  let failNext = false;
  // The write itself (v8.serialize to .cache), which the patched saveState calls through the module.
  persist.writeToCache = () => {
    if (failNext) throw new Error('disk full');
    saves += 1;
  };

  await saveState(); // The first save always writes.
  await saveState(); // build.js's second save before the HTML: nothing happened in between.
  expect(saves).toBe(1);

  redux.store.dispatch({ type: 'SET_PROGRAM_STATUS', payload: 'BOOTSTRAP_QUERY_RUNNING_FINISHED' });
  await saveState();
  await saveState();
  expect(saves).toBe(2);

  // A save that failed saved nothing, so the next one still writes.
  redux.store.dispatch({ type: 'SET_PROGRAM_STATUS', payload: 'BOOTSTRAP_FINISHED' });
  failNext = true;
  await saveState(); // Gatsby's save-state reports the error as a warning.
  failNext = false;
  await saveState();
  expect(saves).toBe(3);
});
