import type { NodePluginArgs } from 'gatsby';
import { expect, it } from 'vitest';
import { keepPageNodes } from './page-schema';

it('touches every page node the previous build left, so sourcing does not delete them as stale', () => {
  const nodes = ['/fr/', '/fr/recettes/gratin/', '/de/'].map((path) => ({
    id: `SitePage ${path}`,
    internal: { type: 'SitePage', contentDigest: path, owner: 'internal-data-bridge' },
  }));
  const touched: string[] = [];
  const asked: string[] = [];
  keepPageNodes({
    getNodesByType: ((type: string) => {
      asked.push(type);
      return nodes;
    }) as NodePluginArgs['getNodesByType'],
    actions: { touchNode: (node: { id: string }) => touched.push(node.id) } as unknown as NodePluginArgs['actions'],
  });
  expect(asked).toEqual(['SitePage']);
  expect(touched).toEqual(nodes.map((node) => node.id));
});
