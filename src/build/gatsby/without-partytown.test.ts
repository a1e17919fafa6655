import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { expect, it } from 'vitest';
import { PARTYTOWN_BROWSER_PLUGIN, withoutPartytownInBrowser } from './without-partytown';

const require = createRequire(import.meta.url);

it('names the browser file of the Partytown plugin Gatsby registers in every site (an upgrade that moves it fails here)', () => {
  const file = require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js');
  expect(PARTYTOWN_BROWSER_PLUGIN.test(file)).toBe(true);
});

it('puts an empty module in its place in the browser bundle only', () => {
  const replacements: [RegExp, string][] = [];
  const configs: object[] = [];
  const args = (stage: string) =>
    ({
      stage,
      actions: { setWebpackConfig: (config: object) => configs.push(config) },
      plugins: {
        normalModuleReplacement: (pattern: RegExp, replacement: string) => replacements.push([pattern, replacement]),
      },
    }) as unknown as CreateWebpackConfigArgs;
  withoutPartytownInBrowser(args('build-html'));
  withoutPartytownInBrowser(args('develop'));
  expect(configs).toEqual([]);
  withoutPartytownInBrowser(args('build-javascript'));
  expect(configs).toHaveLength(1);
  expect(replacements).toHaveLength(1);
  const [pattern, empty] = replacements[0]!;
  expect(pattern).toBe(PARTYTOWN_BROWSER_PLUGIN);
  expect(fs.existsSync(empty)).toBe(true);
});
