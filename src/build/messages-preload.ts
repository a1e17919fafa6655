import fs from 'node:fs';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { LOCALES, type Locale } from '../core/locales/locales';

/** What the build's webpack.stats.json says of its named chunks. */
export type BuildStats = { assetsByChunkName?: Record<string, string[]> };

/** The name gatsby-browser gives the chunk of a locale's messages (its import's webpackChunkName). */
export const messagesChunkName = (locale: Locale) => `messages-${locale}`;

/** The address of the script that holds each locale's messages, for those the build made. */
export function messagesScriptsOf(stats: BuildStats): Partial<Record<Locale, string>> {
  const scripts: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const file = stats.assetsByChunkName?.[messagesChunkName(locale)]?.find((name) => name.endsWith('.js'));
    if (file) scripts[locale] = `/${file}`;
  }
  return scripts;
}

/**
 * The HTML renderer is compiled after the browser's bundles, whose stats name the messages
 * scripts: they are written into it as a constant (MIAMO_MESSAGES_SCRIPTS, read by gatsby-ssr).
 * The render must not read the file itself: a page render that reads a file makes Gatsby render
 * every page again at every later build ("Unsafe builtin usage fs.readFileSync").
 */
export const defineMessagesScripts = ({ stage, actions, plugins }: CreateWebpackConfigArgs) => {
  if (stage !== 'build-html') return;
  let stats: BuildStats = {};
  try {
    stats = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8'));
  } catch {
    // No browser bundles to name: the pages preload nothing.
  }
  actions.setWebpackConfig({
    plugins: [plugins.define({ MIAMO_MESSAGES_SCRIPTS: JSON.stringify(messagesScriptsOf(stats)) })],
  });
};
