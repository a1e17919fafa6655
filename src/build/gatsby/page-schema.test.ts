import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { withoutPageInference } from './page-schema';

const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
// Gatsby's store and schema build (gatsby+5.16.1+004+inferred-types.patch applied at install). As in a
// worker, the store starts empty instead of reading this folder's .cache.
process.env.GATSBY_WORKER_POOL_WORKER = 'true';
const redux = require('gatsby/dist/redux') as { store: { dispatch(action: object): void } };
const schema = require('gatsby/dist/schema') as { inferredTypes(types: string[]): string[] };
delete process.env.GATSBY_WORKER_POOL_WORKER;

it("leaves the types whose inference is off out of the schema build's walk", () => {
  const types = ['SitePage', 'Site', 'SitePlugin'];
  expect(schema.inferredTypes(types)).toEqual(types);
  // The site's createTypes, as Gatsby's action creator dispatches it.
  withoutPageInference({
    createTypes: (payload: unknown) =>
      redux.store.dispatch({ type: 'CREATE_TYPES', plugin: { name: 'default-site-plugin' }, payload }),
  });
  expect(schema.inferredTypes(types)).toEqual(['Site', 'SitePlugin']);
});
