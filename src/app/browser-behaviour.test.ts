import { describe, expect, it, vi } from 'vitest';
import { adoptRequestedPath, keepScrollOnHashChange, reloadOnChunkFailure } from './browser-behaviour';

const at = (pathname: string, hash = '') => ({ location: { pathname, hash } });

describe('browser behaviours', () => {
  it('keeps the scroll position on a hash-only change', () => {
    expect(keepScrollOnHashChange({ prevRouterProps: at('/fr/', ''), routerProps: at('/fr/', '#steps') })).toBe(false);
    expect(keepScrollOnHashChange({ prevRouterProps: at('/fr/'), routerProps: at('/fr/recettes/') })).toBe(true);
    expect(keepScrollOnHashChange({ routerProps: at('/fr/') })).toBe(true);
  });

  it('reloads the last pathname when a chunk fails to load', () => {
    const go = vi.fn();
    expect(reloadOnChunkFailure(new Error('Loading chunk 42 failed.'), '/fr/recettes/', go)).toBe(true);
    expect(go).toHaveBeenCalledWith('/fr/recettes/');
    expect(reloadOnChunkFailure(new Error('something else'), '/fr/', go)).toBe(false);
  });
});

it('keeps the address of a client-rendered route or an unknown path', () => {
  expect(adoptRequestedPath('/fr/___fallback/recettes/', '/fr/recettes/nouvelle/')).toBe('/fr/recettes/nouvelle/');
  expect(adoptRequestedPath('/pt-br/404/', '/pt-br/nada/')).toBe('/pt-br/nada/');
  expect(adoptRequestedPath('/fr/recettes/tarte/', '/fr/recettes/tarte/')).toBe('/fr/recettes/tarte/');
  expect(adoptRequestedPath('/fr/recettes/daily/', '/fr/recettes/daily')).toBe('/fr/recettes/daily/');
});
