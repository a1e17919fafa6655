import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, expect, it } from 'vitest';

/**
 * Gatsby compiles gatsby-node.ts and gatsby-config.ts, and every module they import for its value,
 * with its own Parcel (2.8.3, whose parser is older than our TypeScript: a `const` type parameter
 * stops it). The type checker and the tests do not see that parser, so without this test such a
 * file fails only when the site is built. Here Parcel runs with Gatsby's own options
 * (`constructParcel` in gatsby/dist/utils/parcel/compile-gatsby-files.js) into a temporary folder.
 */
const ROOT = path.resolve(__dirname, '../../..');
const fromGatsby = createRequire(require.resolve('gatsby/package.json'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-gatsby-files-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it("compiles gatsby-node and gatsby-config with Gatsby's Parcel", async () => {
  const { Parcel } = fromGatsby('@parcel/core') as typeof import('@parcel/core');
  const parcel = new Parcel({
    entries: [path.join(ROOT, 'gatsby-node.ts'), path.join(ROOT, 'gatsby-config.ts')],
    defaultConfig: fromGatsby.resolve('gatsby-parcel-config'),
    mode: 'production',
    shouldDisableCache: true,
    cacheDir: path.join(scratch, 'cache'),
    targets: {
      root: {
        outputFormat: 'commonjs',
        includeNodeModules: false,
        sourceMap: false,
        engines: { node: '>= 18.0.0' },
        distDir: path.join(scratch, 'compiled'),
      },
    },
  });
  const { bundleGraph } = await parcel.run();
  const built = bundleGraph.getBundles().map((bundle) => path.basename(bundle.filePath));
  expect(built.sort()).toEqual(['gatsby-config.js', 'gatsby-node.js']);
}, 120_000);
