import { createRequire } from 'node:module';
import type { NodePluginArgs } from 'gatsby';
import { expect, it } from 'vitest';
import { PAGE_NODES_OWNER, keepPageNodes, listOnlyInferredTypes, withoutPageInference } from './page-schema';

// Gatsby's own reducers, as its stale-node check reads them (utils/source-nodes.js: a type whose
// owner is a stateful source plugin is passed over).
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
const { typeOwnersReducer } = require('gatsby/dist/redux/reducers/type-owners');
const { statefulSourcePluginsReducer } = require('gatsby/dist/redux/reducers/stateful-source-plugins');
const { inferenceMetadataReducer } = require('gatsby/dist/redux/reducers/inference-metadata');

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

it("leaves the types whose inference is off out of the schema build's walk, until restored", () => {
  // The inference's state as Gatsby's reducer makes it from the site's createTypes.
  let inferenceMetadata = inferenceMetadataReducer(undefined, { type: '@@INIT' });
  withoutPageInference({
    createTypes: (payload: unknown) => {
      inferenceMetadata = inferenceMetadataReducer(inferenceMetadata, { type: 'CREATE_TYPES', payload });
    },
  });
  const dataStore = { getTypes: () => ['SitePage', 'Site', 'SitePlugin'] };
  const restore = listOnlyInferredTypes(dataStore, {
    store: { getState: () => ({ inferenceMetadata }) },
  } as unknown as Pick<NodePluginArgs, 'store'>);
  expect(dataStore.getTypes()).toEqual(['Site', 'SitePlugin']);
  restore();
  expect(dataStore.getTypes()).toEqual(['SitePage', 'Site', 'SitePlugin']);
});
