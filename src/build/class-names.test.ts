import { createRequire } from 'node:module';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { SHORT_CLASS_NAME, withShortClassNames } from './class-names';

/** The shape of Gatsby's CSS rule: css-loader with modules inside `oneOf`, next to plain CSS. */
const gatsbyConfig = () => ({
  devtool: false,
  module: {
    rules: [
      { test: /\.js$/, use: [{ loader: '/x/babel-loader/index.js', options: {} }] },
      {
        test: /\.css$/,
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [
              { loader: '/x/mini-css-extract-plugin/loader.js', options: { modules: { namedExport: true } } },
              {
                loader: '/x/css-loader/dist/cjs.js',
                options: { modules: { namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' } },
              },
            ],
          },
          { use: [{ loader: '/x/css-loader/dist/cjs.js', options: { modules: false } }] },
        ],
      },
    ],
  },
});

function run(stage: string) {
  let config = gatsbyConfig();
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: typeof config) => (config = next) },
  } as unknown as CreateWebpackConfigArgs;
  withShortClassNames(args);
  const moduleRule = (config.module.rules[1]!.oneOf as { use: { options: { modules: unknown } }[] }[])[0];
  const plainRule = (config.module.rules[1]!.oneOf as { use: { options: { modules: unknown } }[] }[])[1];
  return {
    cssModules: moduleRule!.use[1]!.options.modules,
    extract: moduleRule!.use[0]!.options.modules,
    plain: plainRule,
  };
}

describe('short CSS module class names', () => {
  it('gives both production builds the same short names, leaving the rest of the rule alone', () => {
    for (const stage of ['build-javascript', 'build-html']) {
      const { cssModules, extract, plain } = run(stage);
      expect(cssModules).toEqual({ namedExport: true, localIdentName: SHORT_CLASS_NAME });
      expect(extract).toEqual({ namedExport: true });
      expect(plain!.use[0]!.options.modules).toBe(false);
    }
  });

  it("keeps Gatsby's readable names while developing", () => {
    expect(run('develop').cssModules).toMatchObject({ localIdentName: '[name]--[local]--[hash:hex:5]' });
  });
});

describe('the names css-loader makes of the pattern', () => {
  // css-loader's own naming (loader-utils), as in the build: a page's inline CSS uses them raw as selectors.
  const load = createRequire(import.meta.url);
  const { interpolateName } = load(load.resolve('loader-utils', { paths: [load.resolve('css-loader')] })) as {
    interpolateName: (context: object, name: string, options: { content: string }) => string;
  };

  it('are six letters or digits, so a selector needs no escape, and distinct', () => {
    const names = Array.from({ length: 2000 }, (_, index) =>
      interpolateName({ resourcePath: '/site/src/x.module.css' }, SHORT_CLASS_NAME, {
        content: `src/features/x${index % 40}.module.css\x00class${index}`,
      }),
    );
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(new Set(names).size).toBe(names.length);
  });
});
