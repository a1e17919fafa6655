import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { type HeldPage, type PageToCreate, handPagesToGatsby, holdsAsPlanned } from './held-pages';

const RECIPE = '/site/src/templates/recipe.tsx';
const page = (path: string, context: object = { slug: path, tags: ['a', 'b'], count: 2 }): PageToCreate => ({
  path,
  component: RECIPE,
  context,
});
/** As Gatsby holds a page created before: its own fields, restored from its cache by v8. */
const heldAs = (planned: PageToCreate, extra: Partial<HeldPage> = {}): HeldPage =>
  v8.deserialize(
    v8.serialize({
      internalComponentName: `Component${planned.path}`,
      path: planned.path,
      matchPath: undefined,
      component: planned.component,
      componentPath: planned.component,
      componentChunkName: 'component---src-templates-recipe-tsx',
      isCreatedByStatefulCreatePages: false,
      context: planned.context,
      updatedAt: 1,
      slices: {},
      pluginCreatorId: '',
      mode: 'SSG',
      ...extra,
    }),
  ) as HeldPage;

describe('holdsAsPlanned', () => {
  it('is true for the same component and an equal context read back from the cache', () => {
    expect(holdsAsPlanned(heldAs(page('/fr/a/')), page('/fr/a/'))).toBe(true);
  });

  it('is false for a page not held, or held with another component, context, route or slices', () => {
    const planned = page('/fr/a/');
    expect(holdsAsPlanned(undefined, planned)).toBe(false);
    expect(holdsAsPlanned(heldAs(planned, { componentPath: '/site/src/templates/cms.tsx' }), planned)).toBe(false);
    expect(holdsAsPlanned(heldAs(page('/fr/a/', { slug: '/fr/a/', tags: ['a'], count: 2 })), planned)).toBe(false);
    expect(holdsAsPlanned(heldAs(page('/fr/a/', { slug: '/fr/a/', tags: ['a', 'b'], count: '2' })), planned)).toBe(
      false,
    );
    expect(holdsAsPlanned(heldAs(planned, { matchPath: '/fr/a/*' }), planned)).toBe(false);
    expect(holdsAsPlanned(heldAs(planned, { slices: { header: 'header-fr' } }), planned)).toBe(false);
    expect(holdsAsPlanned(heldAs(planned, { defer: true }), planned)).toBe(false);
  });
});

describe('handPagesToGatsby', () => {
  it('creates new and changed pages, and stamps the unchanged ones as createPage would', () => {
    const kept = page('/fr/kept/');
    const changed = page('/fr/changed/');
    const held = new Map([
      [kept.path, heldAs(kept)],
      [changed.path, heldAs(page(changed.path, { slug: 'before' }))],
      ['/fr/gone/', heldAs(page('/fr/gone/'))],
    ]);
    const created: string[] = [];
    const result = handPagesToGatsby(
      [kept, changed, page('/fr/new/')],
      held,
      (p) => created.push(p.path),
      () => 42,
    );
    expect(result).toEqual({ created: 2, confirmed: 1 });
    expect(created).toEqual(['/fr/changed/', '/fr/new/']);
    // Gatsby deletes the pages whose stamp is older than its createPages step: the gone one only.
    expect(held.get(kept.path)!.updatedAt).toBe(42);
    expect(held.get(changed.path)!.updatedAt).toBe(1);
    expect(held.get('/fr/gone/')!.updatedAt).toBe(1);
  });

  it('creates every page when Gatsby holds none (a first or a full build)', () => {
    const created: string[] = [];
    expect(handPagesToGatsby([page('/a/'), page('/b/')], new Map(), (p) => created.push(p.path))).toEqual({
      created: 2,
      confirmed: 0,
    });
    expect(created).toEqual(['/a/', '/b/']);
  });
});
