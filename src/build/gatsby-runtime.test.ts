// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_RETRIES, PREFETCH, SERVICE_WORKER_PATH, SLOW_NAVIGATION_MS } from '../core/rules';

/**
 * Prefetching, page-data retries, the slow-navigation delay and the service worker's address are
 * Gatsby 5's own runtime (ARCHITECTURE section 6): these tests run or read that runtime against
 * our constants, so a Gatsby upgrade that changes one fails here instead of drifting silently.
 */
const CACHE_DIR = path.resolve(__dirname, '../../node_modules/gatsby/cache-dir');
const source = (file: string) => fs.readFileSync(path.join(CACHE_DIR, file), 'utf8');

interface Loader {
  prefetch(path: string): { then: (resolve: (queued: boolean) => void) => void };
  loadPageDataJson(path: string): Promise<{ status?: string; notFound?: boolean; internalServerError?: boolean }>;
}
type LoaderClass = new (
  loadComponent: unknown,
  matchPaths: unknown[],
) => Loader & { setApiRunner(runner: () => unknown[]): void; doPrefetch(path: string): Promise<unknown> };

/**
 * Gatsby's browser loader (cache-dir/loader.js) bundled as the site's build bundles it; esbuild
 * runs in its own process, as it refuses jsdom's globals.
 */
function gatsbyLoader(): { BaseLoader: LoaderClass } {
  const options = {
    entryPoints: [path.join(CACHE_DIR, 'loader.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'browser',
    logLevel: 'silent',
    define: {
      __PATH_PREFIX__: '""',
      __BASE_PATH__: '""',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-javascript"',
    },
  };
  const bundle = execFileSync(
    process.execPath,
    ['-e', `process.stdout.write(require('esbuild').buildSync(${JSON.stringify(options)}).outputFiles[0].text)`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', bundle)(module, module.exports);
  return module.exports as unknown as { BaseLoader: LoaderClass };
}

let BaseLoader: LoaderClass;
beforeAll(() => {
  BaseLoader = gatsbyLoader().BaseLoader;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const key of ['connection', 'userAgent', 'requestIdleCallback'])
    delete (window as unknown as Record<string, unknown>)[key];
  for (const key of ['connection', 'userAgent']) delete (navigator as unknown as Record<string, unknown>)[key];
});

describe('prefetching (PREFETCH)', () => {
  function probe() {
    const fetched: { path: string; at: number }[] = [];
    class Probe extends BaseLoader {
      doPrefetch(pagePath: string) {
        fetched.push({ path: pagePath, at: Date.now() });
        return Promise.resolve();
      }
    }
    const loader = new Probe(() => Promise.resolve(), []);
    loader.setApiRunner(() => []);
    return { loader, fetched };
  }

  it('starts after the first delay, fetches a batch of pages at a time, and waits between batches', async () => {
    vi.useFakeTimers();
    // An idle browser: the batch starts as soon as its timer fires.
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (callback: () => void) => callback();
    const start = Date.now();
    const { loader, fetched } = probe();
    const pages = Array.from({ length: PREFETCH.pagesPerBatch * 2 + 1 }, (_, i) => `/fr/recettes/r${i}`);
    for (const page of pages) loader.prefetch(page);
    await vi.advanceTimersByTimeAsync(PREFETCH.firstBatchAfterMs - 1);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toHaveLength(PREFETCH.pagesPerBatch);
    await vi.advanceTimersByTimeAsync(PREFETCH.batchIntervalMs - 1);
    expect(fetched).toHaveLength(PREFETCH.pagesPerBatch);
    await vi.advanceTimersByTimeAsync(1 + PREFETCH.batchIntervalMs);
    expect(fetched.map((f) => f.path)).toEqual(pages);
    const batches = [...new Set(fetched.map((f) => f.at - start))];
    expect(batches).toEqual([
      PREFETCH.firstBatchAfterMs,
      PREFETCH.firstBatchAfterMs + PREFETCH.batchIntervalMs,
      PREFETCH.firstBatchAfterMs + 2 * PREFETCH.batchIntervalMs,
    ]);
  });

  it.each([
    ['a 2g connection', { connection: { effectiveType: 'slow-2g' } }],
    ['data saver', { connection: { effectiveType: '4g', saveData: true } }],
    ['a crawler', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('prefetches nothing on %s', async (_case, browser) => {
    for (const [key, value] of Object.entries(browser))
      Object.defineProperty(navigator, key, { value, configurable: true });
    vi.useFakeTimers();
    const { loader, fetched } = probe();
    let queued: boolean | undefined;
    loader.prefetch('/fr/recettes/r1/').then((answer) => (queued = answer));
    await vi.advanceTimersByTimeAsync(PREFETCH.firstBatchAfterMs * 3);
    expect(queued).toBe(false);
    expect(fetched).toEqual([]);
  });
});

describe('page data (PAGE_DATA_RETRIES)', () => {
  /** XMLHttpRequest answering every request with one status, recording the URLs asked. */
  function answerEveryRequestWith(status: number) {
    // Gatsby's own 404 and 500 pages have their page data.
    const statusOf = (url: string) => (/\/(404|500)\.html\//.test(url) ? 200 : status);
    const asked: string[] = [];
    class FakeRequest {
      readyState = 0;
      status = 0;
      responseText = '';
      url = '';
      onreadystatechange: () => void = () => {};
      open(_method: string, url: string) {
        this.url = url;
      }
      send() {
        asked.push(this.url);
        queueMicrotask(() => {
          this.readyState = 4;
          this.status = statusOf(this.url);
          this.responseText = this.status === 200 ? JSON.stringify({ path: this.url, result: {} }) : '';
          this.onreadystatechange();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    return asked;
  }

  it('asks again up to the retry count after a failure, then gives up', async () => {
    const asked = answerEveryRequestWith(503);
    const result = await new BaseLoader(() => Promise.resolve(), []).loadPageDataJson('/fr/recettes/mojito/');
    expect(asked).toEqual(Array(1 + PAGE_DATA_RETRIES).fill('/page-data/fr/recettes/mojito/page-data.json'));
    expect(result.status).toBe('error');
  });

  it('shows the 404 page on a 404 and the 500 page on a 500, without retrying', async () => {
    const notFound = answerEveryRequestWith(404);
    expect(await new BaseLoader(() => Promise.resolve(), []).loadPageDataJson('/fr/nothing/')).toMatchObject({
      notFound: true,
    });
    expect(notFound).toEqual(['/page-data/fr/nothing/page-data.json', '/page-data/404.html/page-data.json']);
    const failing = answerEveryRequestWith(500);
    expect(await new BaseLoader(() => Promise.resolve(), []).loadPageDataJson('/fr/broken/')).toMatchObject({
      internalServerError: true,
    });
    expect(failing).toEqual(['/page-data/fr/broken/page-data.json', '/page-data/500.html/page-data.json']);
  });
});

it('shows the slow-navigation notice after SLOW_NAVIGATION_MS: the delay of onRouteUpdateDelayed', () => {
  const delayed =
    /const timeoutId = setTimeout\(\(\) => \{[\s\S]*?apiRunner\(`onRouteUpdateDelayed`[\s\S]*?\},\s*(\d+)\)/.exec(
      source('navigation.js'),
    );
  expect(delayed, 'navigation.js still fires onRouteUpdateDelayed from a timer').not.toBeNull();
  expect(Number(delayed![1])).toBe(SLOW_NAVIGATION_MS);
  // gatsby-browser turns that hook into the notice.
  expect(fs.readFileSync(path.resolve(__dirname, '../../gatsby-browser.tsx'), 'utf8')).toMatch(
    /onRouteUpdateDelayed[^\n]*setSlowNavigationNotice\(true\)/,
  );
});

it('registers the service worker from SERVICE_WORKER_PATH, where the offline plugin writes it', () => {
  const registered = /serviceWorker\s*\.register\(`\$\{__BASE_PATH__\}([^`]+)`\)/.exec(
    source('register-service-worker.js'),
  );
  expect(registered?.[1]).toBe(SERVICE_WORKER_PATH);
  const written = /swDest = "public(\/[^"]+)"/.exec(
    fs.readFileSync(path.resolve(__dirname, '../../node_modules/gatsby-plugin-offline/gatsby-node.js'), 'utf8'),
  );
  expect(written?.[1]).toBe(SERVICE_WORKER_PATH);
});
