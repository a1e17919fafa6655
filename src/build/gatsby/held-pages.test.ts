import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageToCreate, handPagesToGatsby } from './held-pages';

// Gatsby's own store, actions and datastore (gatsby+5.16.1+005+held-pages.patch applied at install),
// in a folder of their own: its test datastore is written under the working directory's .cache.
const require = createRequire(import.meta.url);
const cwd = process.cwd();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-held-pages-'));
process.chdir(folder);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
process.env.GATSBY_WORKER_POOL_WORKER = 'true'; // As in a worker, the store starts empty.
type Action = { type: string; payload: { path: string } };
type GatsbyPage = { path: string; context: unknown; updatedAt: number };
const { store, emitter } = require('gatsby/dist/redux') as {
  store: {
    dispatch(action: unknown): unknown;
    getState(): { pages: Map<string, GatsbyPage>; nodesTouched: Set<string> };
  };
  emitter: { on(type: string, listener: (action: Action) => void): void };
};
const { publicActions } = require('gatsby/dist/redux/actions') as {
  publicActions: Record<string, (page: object, plugin: object, options: object) => unknown>;
};
const { deleteUntouchedPages } = require('gatsby/dist/utils/changed-pages') as {
  deleteUntouchedPages(pages: Map<string, GatsbyPage>, timestamp: number, stateful: boolean): string[];
};
const { getNode } = require('gatsby/dist/datastore') as { getNode(id: string): unknown };
const sourceNodes = (require('gatsby/dist/utils/source-nodes') as { default: (args: object) => Promise<void> }).default;
delete process.env.GATSBY_WORKER_POOL_WORKER;
afterAll(() => {
  process.chdir(cwd);
  fs.rmSync(folder, { recursive: true, force: true });
});

const SITE = { name: 'default-site-plugin', id: 'site' };
/** The site's `actions.createOrKeepPage` in its createPages, as Gatsby binds it. */
const createOrKeepPage = (page: PageToCreate) =>
  store.dispatch(publicActions.createOrKeepPage!(page, SITE, { traceId: 'initial-createPages' })) as ReturnType<
    Parameters<typeof handPagesToGatsby>[1]
  >;
const created: string[] = [];
emitter.on('CREATE_PAGE', (action) => created.push(action.payload.path));

const RECIPE = '/site/src/templates/recipe.tsx';
const page = (path: string, context: object = { slug: path, tags: ['a', 'b'], count: 2 }): PageToCreate => ({
  path,
  component: RECIPE,
  context,
});
const held = () => store.getState().pages;
/** A build starts from the previous one's pages, read back from its cache. */
const restored = () => {
  for (const [key, value] of held()) held().set(key, v8.deserialize(v8.serialize(value)) as GatsbyPage);
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createOrKeepPage', () => {
  it('keeps the pages Gatsby holds unchanged and creates the new and changed ones', async () => {
    handPagesToGatsby([page('/fr/kept/'), page('/fr/changed/'), page('/fr/gone/')], createOrKeepPage);
    restored();
    await tick();
    const timestamp = Date.now();
    created.length = 0;
    const changed = page('/fr/changed/', { slug: 'after' });
    expect(handPagesToGatsby([page('/fr/kept/'), changed, page('/fr/new/')], createOrKeepPage)).toEqual({
      created: 2,
      kept: 1,
    });
    expect(created).toEqual(['/fr/changed/', '/fr/new/']);
    expect(held().get('/fr/changed/')?.context).toEqual({ slug: 'after' });
    expect(held().get('/fr/kept/')!.updatedAt).toBeGreaterThanOrEqual(timestamp);
    // Gatsby deletes the pages not made by this build's createPages: the gone one only.
    expect(deleteUntouchedPages(held(), timestamp, false)).toEqual(['/fr/gone/', '/page-data/fr/gone/']);
    expect([...held().keys()].sort()).toEqual(['/fr/changed/', '/fr/kept/', '/fr/new/']);
  });

  it('creates a page held with another component, route or slices', () => {
    handPagesToGatsby([page('/fr/a/'), page('/fr/b/'), page('/fr/c/')], createOrKeepPage);
    created.length = 0;
    const other = [
      { ...page('/fr/a/'), component: '/site/src/templates/cms.tsx' },
      { ...page('/fr/b/'), matchPath: '/fr/b/*' },
      { ...page('/fr/c/'), slices: { header: 'header-fr' } },
    ];
    expect(handPagesToGatsby(other, createOrKeepPage)).toEqual({ created: 3, kept: 0 });
    expect(created).toEqual(['/fr/a/', '/fr/b/', '/fr/c/']);
  });

  it('leaves the page nodes to their pages: sourcing does not delete them as stale', async () => {
    handPagesToGatsby([page('/fr/sourced/')], createOrKeepPage);
    // A node no source touches again, of a type Gatsby does check.
    store.dispatch({
      type: 'CREATE_NODE',
      plugin: { name: 'some-source' },
      payload: { id: 'stale', children: [], internal: { type: 'Stale', owner: 'some-source', contentDigest: '1' } },
    });
    // The next build: its sourcing starts with the previous build's nodes, none touched yet.
    store.getState().nodesTouched.clear();
    await sourceNodes({});
    expect(getNode('stale')).toBeUndefined();
    expect(getNode('SitePage /fr/sourced/')).toMatchObject({ path: '/fr/sourced/' });
  });
});
