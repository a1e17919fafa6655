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
 * system only later, after the copies were made, 250–500 MB more at once.)
 */
export function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

/** Replaces a module's function (called through the module object) with one that first collects. */
export function collectGarbageBefore<M extends Record<K, (...args: never[]) => unknown>, K extends keyof M>(
  module: M,
  name: K,
) {
  const original = module[name];
  module[name] = ((...args: Parameters<M[K]>) => {
    collectGarbage();
    return original(...args);
  }) as M[K];
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

type VirtualModulesPlugin = { _compiler: unknown; _watcher: unknown };
type VirtualModulesModule = { prototype: { apply(this: VirtualModulesPlugin, compiler: Compiler): void } };
let forgetting = false;

/**
 * Gatsby keeps each webpack-virtual-modules plugin it makes in a list of its own module, and each
 * plugin keeps its compiler: a closed compiler and its last compilation (121 MB at 10,000 recipes,
 * from a heap snapshot) stayed in the heap through the page data and the HTML. Once its compiler is
 * closed, the plugin forgets it (a build writes no virtual module after its bundles).
 */
export function forgetClosedCompilers() {
  if (forgetting) return;
  forgetting = true;
  // Gatsby's copy of the plugin, whose prototype its own instances use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require(require.resolve('webpack-virtual-modules', { paths: [require.resolve('gatsby')] }));
  const apply = (plugin as VirtualModulesModule).prototype.apply;
  (plugin as VirtualModulesModule).prototype.apply = function (compiler) {
    apply.call(this, compiler);
    compiler.hooks.shutdown.tap('ForgetClosedCompiler', () => {
      this._compiler = null;
      this._watcher = null;
    });
  };
}

type Bundle = { stats?: { compilation?: unknown } | null; close(): Promise<void> };
/** Gatsby's modules that build its two bundles (`gatsby/dist/commands/build-javascript`, `build-html`). */
export type GatsbyBundles = {
  javascript: { buildProductionBundle(...args: never[]): Promise<Bundle> };
  html: { buildRenderer(...args: never[]): Promise<Bundle> };
};

/**
 * Gatsby's build holds what its bundle functions answered (the stats and a `close` that holds the
 * compiler) until it ends, and a compiler keeps its last compilation (webpack's resolver cache keeps
 * it for a watch). Wrapped, a bundle's `close` lets go of the compiler once it is closed, and the
 * stats of their compilation: Gatsby reads them only before it closes.
 */
export function releaseBundleWhenClosed<M extends Record<K, (...args: never[]) => Promise<Bundle>>, K extends keyof M>(
  module: M,
  name: K,
) {
  const build = module[name];
  module[name] = (async (...args: Parameters<M[K]>) => {
    const bundle = await build(...args);
    const { stats } = bundle;
    let close: (() => Promise<void>) | undefined = bundle.close;
    return {
      ...bundle,
      close: async () => {
        const closing = close;
        close = undefined;
        await closing?.();
        if (stats) stats.compilation = undefined;
      },
    };
  }) as M[K];
}
