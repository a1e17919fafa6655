/**
 * `npm run bench:build`: builds the site against an API serving the seed catalogue plus N
 * synthetic recipes (BENCH_RECIPES, 10000 by default) in every language, and records the build
 * time, pages per second and the peak memory of the build in BENCHMARKS.md. Then the server's own
 * rebuilds on that catalogue: a start whose build has nothing to change, one recipe published by
 * staff until its static page is served, and three published at once.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { totpCode } from '../server/auth/totp';
import { gatsbyBuildEnv, stylesDigest, writeBuildStamp } from '../server/site/build-site';
import { routeTo } from '../src/core/locales/routes';
import { recordSection, runBench } from './benchmarks-file';

const ROOT = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');
const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const PORT = 8494;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, '.data-bench-build');
const STAFF_FILE = path.join(DATA_DIR, 'staff.json');

/** The bench's server on its own data: the API alone (`never`), or building and rebuilding the site. */
const serverEnv = (buildSite: 'never' | 'auto') => ({
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: BASE,
  BUILD_SITE: buildSite,
  REBUILD_SITE: 'on',
  SEED: 'never',
});

async function startApi(): Promise<ChildProcess> {
  const child = spawn(TSX, ['server/main.ts'], { cwd: ROOT, env: serverEnv('never'), stdio: 'inherit' });
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
  const roles = ['server/cli/roles.ts', 'add', 'chef@bench.miamo.test', '--role', 'staff', '--json', STAFF_FILE];
  execFileSync(TSX, roles, { cwd: ROOT, env, stdio: 'inherit' });
  const api = await startApi();
  let seconds: number;
  let peakMb: number;
  let stages: [string, number][];
  try {
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    const timeFile = path.join(DATA_DIR, 'time.txt');
    const started = Date.now();
    // GNU time reports the largest resident set of the build and of its workers.
    const output = execFileSync('/usr/bin/time', ['-f', '%M', '-o', timeFile, GATSBY, 'build'], {
      cwd: ROOT,
      env: gatsbyBuildEnv(`${BASE}/v1`, BASE),
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    seconds = (Date.now() - started) / 1000;
    console.log(output);
    stages = slowestStages(output);
    peakMb = Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()) / 1024;
  } finally {
    await new Promise<void>((resolve) => {
      api.on('exit', () => resolve());
      api.kill('SIGINT');
    });
  }
  const pages = countPages(path.join(ROOT, 'public'));
  // The server's rebuilds start from this build: its style sheets, and a catalogue it must check.
  writeBuildStamp(ROOT, { version: 'bench:build' }, stylesDigest(ROOT));
  const rebuilds = await measureRebuilds();
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
    `Where the time goes (Gatsby's own stage timings, the longest): ${stages.map(([stage, time]) => `${stage} ${time.toFixed(0)} s`).join('; ')}.`,
    '',
    "Then `npm start`'s server on that catalogue and build (Gatsby's cache kept, `REBUILD_SITE=on`):",
    '',
    '| rebuild | time |',
    '| --- | --- |',
    `| at start, its first build over the one above (cache kept, catalogue unchanged) | ${rebuilds.nothing.toFixed(0)} s |`,
    `| one recipe published by staff → its static page served (fallback route meanwhile) | ${rebuilds.one.toFixed(0)} s |`,
    `| three recipes published at once → all three served | ${rebuilds.three.toFixed(0)} s, ${rebuilds.threeBuilds} build(s) |`,
    '',
  ].join('\n');
  recordSection('### Site build at scale', section);
}

/** Gatsby's "success <stage> - 12.345s" lines, the eight longest, as [stage, seconds]. */
function slowestStages(output: string): [string, number][] {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ');
  const stages = [...plain.matchAll(/success (.+?) - (\d+\.\d+)s/g)].map(
    ([, stage = '', time]) => [stage.trim(), Number(time)] as [string, number],
  );
  return stages.sort((a, b) => b[1] - a[1]).slice(0, 8);
}

/** A recipe staff publish in French, as the publishing journey does. */
const benchRecipe = (slug: string) => ({
  url_slug: slug,
  vertical: 'daily',
  category: 'main-course',
  origin: 'france',
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 20,
  cooking_time: 40,
  title: `Gratin ${slug}`,
  ingredients: [{ ingredient: 'potato', name: 'pommes de terre', quantity: 800, unit: 'g' }],
  steps: [{ description: 'Coupe les pommes de terre en rondelles.', ingredients: ['potato'] }],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds until every slug's static page is on disk, whole, and served with its title. */
async function secondsUntilServed(started: number, slugs: string[]): Promise<number> {
  const waiting = new Set(slugs);
  while (waiting.size) {
    if (Date.now() - started > 1_800_000) throw new Error(`not served after 30 minutes: ${[...waiting].join(', ')}`);
    for (const slug of [...waiting]) {
      const url = routeTo('fr', 'recipe', { slug });
      if (!fs.existsSync(path.join(ROOT, 'public', url, 'index.html'))) continue;
      const html = await (await fetch(`${BASE}${url}`)).text();
      // Stitched too: Gatsby writes a page, then fills in its slices (its scripts among them).
      if (html.includes(`Gratin ${slug}`) && !html.includes('<slice-start')) waiting.delete(slug);
    }
    await sleep(250);
  }
  return (Date.now() - started) / 1000;
}

/** The server's rebuilds: at start, after one publication, after three at once. */
async function measureRebuilds() {
  const lines: string[] = [];
  const server = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: serverEnv('auto'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    lines.push(...chunk.toString().split('\n'));
  });
  try {
    const started = Date.now();
    while (!lines.some((line) => line.startsWith('Miamo is ready'))) {
      if (server.exitCode !== null) throw new Error('the server stopped');
      await sleep(500);
    }
    const nothing = (Date.now() - started) / 1000;
    const staff = JSON.parse(fs.readFileSync(STAFF_FILE, 'utf8')) as {
      email: string;
      password: string;
      totp_secret: string;
    };
    const login = await fetch(`${BASE}/v1/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: staff.email,
        password: staff.password,
        otp: totpCode(staff.totp_secret, Date.now()),
      }),
    });
    if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { access_token: string }).access_token;
    const publish = async (slug: string) => {
      const res = await fetch(`${BASE}/v1/buckets/fr/collections/recipes/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer+Email ${token}` },
        body: JSON.stringify({ data: benchRecipe(slug) }),
      });
      if (res.status !== 201) throw new Error(`publish ${slug}: ${res.status} ${await res.text()}`);
    };
    const oneStarted = Date.now();
    await publish('bench-one');
    const one = await secondsUntilServed(oneStarted, ['bench-one']);
    const before = lines.filter((line) => line.startsWith('Rebuilding')).length;
    const threeStarted = Date.now();
    const three = ['bench-two', 'bench-three', 'bench-four'];
    await Promise.all(three.map(publish));
    const threeSeconds = await secondsUntilServed(threeStarted, three);
    await sleep(5_000);
    const threeBuilds = lines.filter((line) => line.startsWith('Rebuilding')).length - before;
    return { nothing, one, three: threeSeconds, threeBuilds };
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.on('exit', () => resolve());
      server.kill('SIGINT');
    });
  }
}

runBench(main);
