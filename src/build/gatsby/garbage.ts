import v8 from 'node:v8';
import vm from 'node:vm';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

let gc: (() => void) | undefined;

/**
 * A full garbage collection, now. Gatsby's main process goes from one stage of a build
 * to the next with the last stage's garbage in its heap: at 10,000 recipes 236 MB after createPages,
 * 517 MB after the browser bundles (BENCHMARKS.md). V8 collects it only when the heap has grown,
 * and the next stage grows it past its peak first; collected at the stage's end, the next one reuses
 * the space. (Forcing compaction as well made it worse: the pages it empties are given back to the
 * system only later, after the copies were made, 250–500 MB more at once.) Gatsby's own stages
 * collect the same way inside its code (gatsby+5.16.1+003+garbage.patch, patches/README.md).
 */
export function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

class CollectGarbageWhenDone {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('CollectGarbageWhenDone', () => collectGarbage());
  }
}

/** The bundles' compilations (in Gatsby's main process) leave the most garbage of all. */
export const withGarbageCollectedAfterBundles = ({ stage, actions }: CreateWebpackConfigArgs) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  actions.setWebpackConfig({ plugins: [new CollectGarbageWhenDone()] });
};
