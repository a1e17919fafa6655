import type { CreateWebpackConfigArgs } from 'gatsby';

/** A built page's CSS module class: six characters of hash, not Gatsby's `file-module--name--hash`. */
export const SHORT_CLASS_NAME = '[hash:base62:6]';

const PRODUCTION_STAGES = new Set(['build-javascript', 'build-html']);

interface RuleLike {
  loader?: string;
  options?: { modules?: unknown };
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

function shortenIn(rules: unknown): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules as RuleLike[]) {
    if (!rule || typeof rule !== 'object') continue;
    const modules = rule.options?.modules;
    if (rule.loader?.includes('css-loader') && modules && typeof modules === 'object') {
      (modules as { localIdentName?: string }).localIdentName = SHORT_CLASS_NAME;
    }
    shortenIn(rule.use);
    shortenIn(rule.oneOf);
    shortenIn(rule.rules);
  }
}

/**
 * Short class names in the built site. Every CSS module's names are in the style sheet and, as
 * its exports, in the scripts of every page that imports it (a component using two classes of a
 * module still carries them all): Gatsby's long names cost bytes in both. Both builds (the
 * browser's and the HTML renderer's) get the same names, so the server's markup matches.
 */
export function withShortClassNames({ stage, getConfig, actions }: CreateWebpackConfigArgs) {
  if (!PRODUCTION_STAGES.has(stage)) return;
  const config = getConfig();
  shortenIn(config.module?.rules);
  actions.replaceWebpackConfig(config);
}
