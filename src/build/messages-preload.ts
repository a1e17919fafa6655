import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../core/locales/locales';

/** What the build's webpack.stats.json says of its named chunks. */
export type BuildStats = { assetsByChunkName?: Record<string, string[]> };

/** The name gatsby-browser gives the chunk of a locale's messages (its import's webpackChunkName). */
export const messagesChunkName = (locale: Locale) => `messages-${locale}`;

/** The address of the script that holds a locale's messages, if the build made one. */
export function messagesScriptOf(stats: BuildStats, locale: Locale): string | undefined {
  const file = stats.assetsByChunkName?.[messagesChunkName(locale)]?.find((name) => name.endsWith('.js'));
  return file && `/${file}`;
}

let stats: BuildStats | undefined;

/**
 * The build's stats, read once per render process: the JavaScript bundles are written before the
 * pages' HTML (and `gatsby develop` writes none, so nothing is preloaded there).
 */
export function buildStats(): BuildStats {
  if (!stats) {
    try {
      stats = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8'));
    } catch {
      stats = {};
    }
  }
  return stats!;
}
