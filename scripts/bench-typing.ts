/**
 * `npm run bench:typing`: from a keystroke in the search box to the results on screen, in Debian's
 * Chromium at phone size, against the local server with the content catalogue and 10,000
 * synthetic recipes in every language (PGlite). Each query is typed at a fast typist's pace; the
 * time runs from its last key down to the first result card naming it. Records p50 and p95 in
 * BENCHMARKS.md. Uses the site `npm start` or `npm run bench:site` built (public/), or SITE_DIR's.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { syntheticVocabulary } from '../server/seed/synthetic';
import { SEARCH_TYPING_PAUSE_MS } from '../src/core/rules';
import { recordSection, runBench } from './benchmarks-file';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const PORT = 8494;
const BASE = `http://127.0.0.1:${PORT}`;
const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const KEY_GAP_MS = 60;
/** The build directory (its site in public/): `npm start`'s, or the one SITE_DIR names. */
const SITE_DIR = path.resolve(ROOT, process.env.SITE_DIR || '.');

function startServer(dataDir: string): ChildProcess {
  return spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR,
      DATABASE_URL: '',
      BUILD_SITE: 'never',
      SEED: 'never',
      LOG_LEVEL: 'error',
      PUBLIC_URL: BASE,
    },
    stdio: 'inherit',
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function main() {
  if (!fs.existsSync(path.join(SITE_DIR, 'public', 'en-us', 'search', 'index.html')))
    throw new Error(
      `No built site in ${SITE_DIR}: run \`npm start\` or \`npm run bench:site\` first, or set SITE_DIR.`,
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-bench-typing-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  execFileSync(TSX, ['server/cli/seed.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  execFileSync(TSX, ['server/cli/seed.ts', '--synthetic', String(RECIPES)], { cwd: ROOT, env, stdio: 'inherit' });
  const server = startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${BASE}/v1/__heartbeat__`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${BASE}/en-us/search/`, { waitUntil: 'networkidle' });
    // The last key down, and the second frame after the results for a text came (drawn by then).
    await page.evaluate(() => {
      const timed = window as unknown as { lastKeyAt: number; shownAt: Record<string, number> };
      timed.shownAt = {};
      document.addEventListener('keydown', () => (timed.lastKeyAt = performance.now()), true);
      const fetchFirst = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await fetchFirst(input, init);
        const request = input instanceof Request ? input : new Request(input, init);
        const url = new URL(request.url);
        const text = url.searchParams.get('q');
        if (request.method === 'GET' && url.pathname.endsWith('/collections/recipes/records') && text !== null)
          requestAnimationFrame(() => requestAnimationFrame(() => (timed.shownAt[text] = performance.now())));
        return response;
      };
    });
    const box = page.getByRole('combobox');
    // Words the search finds ("with" is an English stop word: it finds nothing, as it should).
    const words: string[] = [];
    for (const word of syntheticVocabulary('en').map((w) => w.toLowerCase())) {
      const found = await fetch(`${BASE}/v1/buckets/en-us/collections/recipes/records?q=${word}&_limit=1`);
      if (((await found.json()) as { data: unknown[] }).data.length) words.push(word);
    }
    const pairs: string[] = [];
    for (const [i, word] of words.entries()) {
      const pair = `${word} ${words[(i * 7 + 3) % words.length]}`;
      const found = await fetch(`${BASE}/v1/buckets/en-us/collections/recipes/records?q=${pair}&_limit=1`);
      if (((await found.json()) as { data: unknown[] }).data.length) pairs.push(pair);
    }
    const queries = [...words, ...pairs];
    const timings: number[] = [];
    const missed: string[] = [];
    for (const query of queries) {
      await box.fill('');
      await page.evaluate(() => ((window as unknown as { shownAt: Record<string, number> }).shownAt = {}));
      await box.pressSequentially(query, { delay: KEY_GAP_MS });
      try {
        const handle = await page.waitForFunction(
          (wanted) => {
            const timed = window as unknown as { lastKeyAt: number; shownAt: Record<string, number> };
            const shown = timed.shownAt[wanted];
            return shown !== undefined && shown > timed.lastKeyAt && shown - timed.lastKeyAt;
          },
          query,
          { polling: 'raf', timeout: 5_000 },
        );
        timings.push(Math.round(Number(await handle.jsonValue())));
      } catch {
        missed.push(query);
      }
    }
    if (missed.length) console.error(`No answer seen after the last key for: ${missed.join(', ')}`);
    timings.sort((a, b) => a - b);
    const date = new Date().toISOString().slice(0, 10);
    recordSection(
      '### Search as you type',
      [
        `### Search as you type (${date}, \`npm run bench:typing\`)`,
        '',
        `${queries.length} queries (each word of the synthetic vocabulary the search finds, then two-word pairs it finds) typed one key every ${KEY_GAP_MS} ms in Debian Chromium at 390×844, against \`npm start\`'s server on PGlite with the content catalogue and ${RECIPES} synthetic recipes in every language, on the same 2-core machine; from the last key down to the second frame after the answer for that text (the results are drawn by then). The search box waits for a ${SEARCH_TYPING_PAUSE_MS} ms pause in typing before it asks.`,
        '',
        '| measure | value |',
        '| --- | ---: |',
        `| p50 | ${percentile(timings, 0.5)} ms |`,
        `| p95 | ${percentile(timings, 0.95)} ms |`,
        `| slowest | ${timings[timings.length - 1]} ms |`,
        `| queries with no answer seen after their last key | ${missed.length} |`,
        '',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    server.kill('SIGINT');
    await new Promise((resolve) => server.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
