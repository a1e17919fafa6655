import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

/** Gatsby's Partytown plugin, as its browser API file is required by the plugin list. */
export const PARTYTOWN_BROWSER_PLUGIN = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/**
 * Gatsby registers its Partytown plugin in every site. In the browser the plugin acts only under
 * `gatsby develop`, yet its CommonJS require of gatsby-script put gatsby-script and Partytown's
 * integration (about 1.6 KB gzip) into every page's first load. The site has no off-main-thread
 * scripts: the built browser bundle gets an empty module in its place.
 */
export function withoutPartytownInBrowser({ stage, actions, plugins }: CreateWebpackConfigArgs) {
  if (stage !== 'build-javascript') return;
  const empty = path.resolve(__dirname, 'empty-browser-plugin.ts');
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_PLUGIN, empty)],
  });
}
