import { createRequire } from 'node:module';
import type { NodePluginArgs } from 'gatsby';
import { expect, it } from 'vitest';
import { PAGE_NODES_OWNER, keepPageNodes, withoutPageInference } from './page-schema';

// Gatsby's own reducers, as its stale-node check reads them (utils/source-nodes.js: a type whose
// owner is a stateful source plugin is passed over).
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
const { typeOwnersReducer } = require('gatsby/dist/redux/reducers/type-owners');
const { statefulSourcePluginsReducer } = require('gatsby/dist/redux/reducers/stateful-source-plugins');
// Gatsby's store and schema build (gatsby+5.16.1+004+inferred-types.patch applied at install). As in a
// worker, the store starts empty instead of reading this folder's .cache.
process.env.GATSBY_WORKER_POOL_WORKER = 'true';
const redux = require('gatsby/dist/redux') as { store: { dispatch(action: object): void } };
const schema = require('gatsby/dist/schema') as { inferredTypes(types: string[]): string[] };
delete process.env.GATSBY_WORKER_POOL_WORKER;

it("declares the page nodes' owner stateful, so sourcing passes over them instead of deleting them", () => {
  // What Gatsby's createPage dispatches for a page's node.
  const owners = typeOwnersReducer(undefined, {
    type: 'CREATE_NODE',
    plugin: { name: 'internal-data-bridge' },
    payload: { id: 'SitePage /fr/', internal: { type: 'SitePage', owner: 'internal-data-bridge' } },
  });
  let stateful = statefulSourcePluginsReducer(undefined, { type: '@@INIT' });
  keepPageNodes({
    store: { dispatch: (action: unknown) => void (stateful = statefulSourcePluginsReducer(stateful, action)) },
  } as unknown as Pick<NodePluginArgs, 'store'>);
  expect(owners.typesToPlugins.get('SitePage')).toBe(PAGE_NODES_OWNER);
  expect(stateful.has(owners.typesToPlugins.get('SitePage'))).toBe(true);
});

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
