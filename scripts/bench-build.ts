/**
 * `npm run bench:build`: builds the site against an API serving the seed catalogue plus N
 * synthetic recipes (BENCH_RECIPES, 10000 by default) in every language, and records the build
 * time, pages per second and the peak memory of the build in BENCHMARKS.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { recordSection, runBench } from './benchmarks-file';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');
const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const PORT = 8494;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, '.data-bench-build');

async function startApi(): Promise<ChildProcess> {
  const child = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
      BUILD_SITE: 'never',
      SEED: 'never',
    },
    stdio: 'inherit',
  });
  for (const started = Date.now(); Date.now() - started < 120_000; await new Promise((r) => setTimeout(r, 300))) {
    try {
      if ((await fetch(`${BASE}/v1/__heartbeat__`)).ok) return child;
    } catch {
      // not listening yet
    }
  }
  throw new Error('the API did not start');
}

function countPages(dir: string): number {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') pages++;
  }
  return pages;
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR };
  execFileSync(TSX, ['server/cli/seed.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  execFileSync(TSX, ['server/cli/seed.ts', '--synthetic', String(RECIPES)], { cwd: ROOT, env, stdio: 'inherit' });
  const api = await startApi();
  let seconds: number;
  let peakMb: number;
  try {
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    const timeFile = path.join(DATA_DIR, 'time.txt');
    const started = Date.now();
    // GNU time reports the largest resident set of the build and of its workers.
    execFileSync('/usr/bin/time', ['-f', '%M', '-o', timeFile, GATSBY, 'build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_URL: `${BASE}/v1`,
        PUBLIC_URL: BASE,
        GATSBY_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      stdio: 'inherit',
    });
    seconds = (Date.now() - started) / 1000;
    peakMb = Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()) / 1024;
  } finally {
    await new Promise<void>((resolve) => {
      api.on('exit', () => resolve());
      api.kill('SIGINT');
    });
  }
  const pages = countPages(path.join(ROOT, 'public'));
  fs.rmSync(DATA_DIR, { recursive: true, force: true });

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `### Site build at scale (${date}, \`npm run bench:build\`)`,
    '',
    `The seed catalogue plus ${RECIPES} synthetic recipes in six languages, built for eight locales against the running API (PGlite), on the same 2-core machine.`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| pages built | ${pages} |`,
    `| build time | ${seconds.toFixed(0)} s |`,
    `| pages per second | ${(pages / seconds).toFixed(0)} |`,
    `| build time per thousand pages | ${((seconds / pages) * 1000).toFixed(1)} s |`,
    `| peak memory (largest process) | ${peakMb.toFixed(0)} MB |`,
    '',
  ].join('\n');
  recordSection('### Site build at scale', section);
}

runBench(main);
