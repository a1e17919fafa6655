import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { LOCALES, type Locale } from '../core/locales/locales';

/** What the build's webpack.stats.json says of its named chunks and chunk groups. */
export type BuildStats = {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, { assets: { name: string }[] }>;
};

/** The name gatsby-browser gives the chunk of a locale's messages (its import's webpackChunkName). */
export const messagesChunkName = (locale: Locale) => `messages-${locale}`;

/**
 * The search page's results wait for two lazy imports (storeSection): the store's runtime
 * (app-shell) and the page itself (templates/search), named by their webpackChunkName.
 */
export const SEARCH_CHUNK_GROUPS = ['store-runtime', 'search-page'];

/** What every page already loads with its first scripts: no need to preload those twice. */
const FIRST_LOAD_GROUPS = ['app', 'component---src-templates-search-tsx'];

/** The address of the script that holds each locale's messages, for those the build made. */
export function messagesScriptsOf(stats: BuildStats): Partial<Record<Locale, string>> {
  const scripts: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const file = stats.assetsByChunkName?.[messagesChunkName(locale)]?.find((name) => name.endsWith('.js'));
    if (file) scripts[locale] = `/${file}`;
  }
  return scripts;
}

/** The scripts the search page's results need beyond its first load, each once. */
export function searchScriptsOf(stats: BuildStats): string[] {
  const scriptsOf = (groups: string[]) =>
    groups.flatMap((group) => stats.namedChunkGroups?.[group]?.assets.map((asset) => asset.name) ?? []);
  const loaded = new Set(scriptsOf(FIRST_LOAD_GROUPS));
  const wanted = scriptsOf(SEARCH_CHUNK_GROUPS).filter((name) => name.endsWith('.js') && !loaded.has(name));
  return [...new Set(wanted)].map((name) => `/${name}`);
}

/**
 * The HTML renderer is compiled after the browser's bundles, whose stats name the scripts a page
 * preloads: they are written into it as constants (MIAMO_MESSAGES_SCRIPTS, MIAMO_SEARCH_SCRIPTS,
 * read by gatsby-ssr). The render must not read the file itself: a page render that reads a file
 * makes Gatsby render every page again at every later build ("Unsafe builtin usage fs.readFileSync").
 */
export const defineScriptPreloads = ({ stage, actions, plugins }: CreateWebpackConfigArgs) => {
  if (stage !== 'build-html') return;
  let stats: BuildStats = {};
  try {
    stats = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8'));
  } catch {
    // No browser bundles to name: the pages preload nothing.
  }
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        MIAMO_MESSAGES_SCRIPTS: JSON.stringify(messagesScriptsOf(stats)),
        MIAMO_SEARCH_SCRIPTS: JSON.stringify(searchScriptsOf(stats)),
      }),
    ],
  });
};
