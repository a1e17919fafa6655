import { createHash } from 'node:crypto';
import type { CreateWebpackConfigArgs } from 'gatsby';

interface EmittedAsset {
  name: string;
  source: { buffer(): Buffer };
}

interface CompilationLike {
  hash?: string;
  getAssets(): readonly EmittedAsset[];
}

interface CompilerLike {
  hooks: {
    emit: { tap(name: string, run: (compilation: CompilationLike) => void): void };
  };
}

/** The length of webpack's own compilation hash, so the value looks like the one it replaces. */
const HASH_LENGTH = 20;

/** A digest of what the browser gets: every emitted asset's name and bytes (source maps aside). */
export function digestOfAssets(assets: readonly EmittedAsset[]): string {
  const hash = createHash('sha256');
  const sorted = [...assets].filter(({ name }) => !name.endsWith('.map'));
  sorted.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, source } of sorted) {
    hash.update(name).update('\0').update(createHash('sha256').update(source.buffer()).digest()).update('\0');
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Webpack's compilation hash differs between a fresh compilation and the same sources read back
 * from its cache, though every emitted file is the same. Gatsby writes that hash into the scripts
 * slice, and a changed slice makes it stitch all pages again (82,700 at 10,000 recipes: 26–41 s),
 * once after the fresh build and once more after the next cached one. Deriving the hash from the
 * emitted files keeps it the same while the files are, and still changes it when one changes (the
 * browser then reloads onto the new bundles, as before).
 */
export class StableCompilationHash {
  apply(compiler: CompilerLike): void {
    // At `emit` the files' bytes are still in memory (webpack drops them once written), and
    // Gatsby reads `stats.hash` (the compilation's) later, when the compilation is done.
    compiler.hooks.emit.tap('StableCompilationHash', (compilation) => {
      compilation.hash = digestOfAssets(compilation.getAssets());
    });
  }
}

export const withStableCompilationHash = ({ stage, actions }: CreateWebpackConfigArgs) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ plugins: [new StableCompilationHash()] });
};
