import { createRequire } from 'node:module';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { expect, it, vi } from 'vitest';
import { GatsbyWebpackVirtualModules } from 'gatsby/dist/utils/gatsby-webpack-virtual-modules';
import webpack from 'webpack';
import { collectGarbage, withGarbageCollectedAfterBundles } from './garbage';

// Gatsby's own modules with gatsby+5.16.1+003+garbage.patch and webpack-virtual-modules+0.6.2.patch
// applied at install. As in a worker, Gatsby's store starts empty instead of reading this .cache.
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
process.env.GATSBY_WORKER_POOL_WORKER = 'true';
const redux = require('gatsby/dist/redux') as { saveState(): unknown };
const persist = require('gatsby/dist/redux/persist') as { writeToCache(slice: object): void };
const pageData = require('gatsby/dist/utils/page-data') as { flush(): Promise<void> };
type Bundle = { stats: webpack.Stats; close(): Promise<void> };
const { releaseWhenClosed } = require('gatsby/dist/utils/miamo-garbage') as { releaseWhenClosed(b: Bundle): Bundle };
delete process.env.GATSBY_WORKER_POOL_WORKER;

/** An object no one holds any more, and a way to see whether it is still there. */
async function dropped() {
  const ref = new WeakRef(Array.from({ length: 1000 }, () => new Array<number>(1000).fill(1)));
  // V8 keeps a WeakRef's target until the task that made it ends.
  await new Promise((next) => setTimeout(next, 0));
  return ref;
}

it('collects what no one holds, at once', async () => {
  const ref = await dropped();
  collectGarbage();
  expect(ref.deref()).toBeUndefined();
});

it('collects before Gatsby saves its state, and before it writes the page data', async () => {
  let ref = await dropped();
  const seen: Array<boolean> = [];
  persist.writeToCache = () => void seen.push(ref.deref() === undefined);
  redux.saveState();
  expect(seen).toEqual([true]);
  ref = await dropped();
  const flushing = pageData.flush(); // It collects before its first await.
  expect(ref.deref()).toBeUndefined();
  await flushing;
});

it('collects after the bundles of a build, not in development', () => {
  const stages = ['build-javascript', 'build-html', 'develop', 'develop-html'] as const;
  const plugins = stages.map((stage) => {
    const setWebpackConfig = vi.fn();
    withGarbageCollectedAfterBundles({ stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs);
    return setWebpackConfig.mock.calls.flatMap(([config]) => (config as { plugins: unknown[] }).plugins);
  });
  expect(plugins.map((list) => list.length)).toEqual([1, 1, 0, 0]);
  // The plugin collects when its compiler is done.
  const done: Array<() => void> = [];
  (plugins[0]![0] as { apply(compiler: unknown): void }).apply({
    hooks: { done: { tap: (_: string, f: () => void) => done.push(f) } },
  });
  return dropped().then((ref) => {
    done[0]!();
    expect(ref.deref()).toBeUndefined();
  });
});

it("lets a closed compiler go, though Gatsby's list keeps its virtual modules plugin", async () => {
  const closed = async () => {
    const compiler = webpack({ mode: 'none', entry: {}, cache: false, plugins: [new GatsbyWebpackVirtualModules()] });
    await new Promise((done) => compiler.close(done));
    return new WeakRef(compiler);
  };
  const ref = await closed();
  await new Promise((next) => setTimeout(next, 0));
  collectGarbage();
  expect(ref.deref()).toBeUndefined();
});

it("lets a bundle's compiler and compilation go once closed, while its answer is still held", async () => {
  // What Gatsby's bundle functions answer (the compilation's stats and a way to close its compiler),
  // passed, as their patched versions pass it, through releaseWhenClosed.
  const buildProductionBundle = async () => {
    const compiler = webpack({ mode: 'none', entry: {}, cache: false });
    const stats = await new Promise<webpack.Stats>((done, fail) =>
      compiler.run((error, result) => (error || !result ? fail(error) : done(result))),
    );
    return releaseWhenClosed({ stats, close: () => new Promise<void>((done) => compiler.close(() => done())) });
  };
  const bundle = await buildProductionBundle();
  const compiler = new WeakRef(bundle.stats.compilation.compiler);
  const compilation = new WeakRef(bundle.stats.compilation);
  expect(bundle.stats.hash).toBeTruthy();
  await bundle.close();
  await bundle.close(); // Gatsby closes the HTML renderer's twice.
  await new Promise((next) => setTimeout(next, 0));
  collectGarbage();
  expect([compiler.deref(), compilation.deref()]).toEqual([undefined, undefined]);
  expect(bundle.stats).toBeDefined();
});
