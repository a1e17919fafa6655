/**
 * `npm run bench:api`: the API under load on PGlite and on PostgreSQL with 10,000 synthetic
 * recipes (60,000 records): the recipes list, a full-text search with two filters, favourite
 * add/remove, searches and lists of which no two are alike (scripts/catalogue-mix.ts), a recipe's comments page after page (COMMENTS synthetic comments with replies and
 * likes, read by a member) and the feed page after page (POSTS re-creations), beside a bare Fastify route answering the same JSON from memory.
 * Writes the figures into BENCHMARKS.md. `BENCH_ONLY=catalogue` runs PostgreSQL's uncached catalogue
 * reads alone (for 100,000 recipes: `BENCH_RECIPES=100000 BENCH_ONLY=catalogue npm run bench:api`).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../tests/setup/postgres';
import { recordSection, runBench } from './benchmarks-file';
import { catalogueMix } from './catalogue-mix';

const ROOT = path.resolve(__dirname, '..');
// tsx itself, not npx: npx does not pass SIGINT on to the server, which then never stops.
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
/** Top-level comments on the commented recipe (2,000 more spread over 200 others). */
const COMMENTS = 1000;
const COMMENTED = '/v1/community/generic-comments?recipe=synthetic-0&page_size=20';
/** Re-creations in the feed (spread over 8 locales: 500 in the French feed that is read). */
const POSTS = 4000;
const FEED = '/v1/community/posts?locale=fr&page_size=20';
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LIST = '/v1/buckets/fr/collections/recipes/records?_limit=20';
const SEARCH =
  '/v1/buckets/fr/collections/recipes/records?_limit=20&q=tomates&contains_diets=vegetarian&max_preparation_time=30';

/** Realistic catalogue reads, none alike (scripts/catalogue-mix.ts): more than a run can send. */
const MIX = catalogueMix(30_000);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 5, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Each path once, in turn, under the load's connections. */
async function loadEach(base: string, paths: string[], options: Partial<autocannon.Options> = {}) {
  let next = 0;
  const figures = await load(base, {
    ...options,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (next > paths.length) throw new Error(`The mix repeated itself: ${next} requests for ${paths.length} paths`);
  return figures;
}

/** A fifth of the lists asked for their second page, by the keyset token of their first page's Next-Page. */
async function withNextPages(base: string, paths: string[]): Promise<string[]> {
  const result = [...paths];
  for (let i = 0; i < result.length; i += 5) {
    const nextPage = (await fetch(base + result[i])).headers.get('Next-Page');
    if (nextPage) result[i] = new URL(nextPage).pathname + new URL(nextPage).search;
  }
  return result;
}

/** Without the micro-cache: every request reaches the database. */
async function uncachedReads(base: string, start: () => ChildProcess) {
  const server = start();
  try {
    await waitFor(`${base}/v1/__heartbeat__`);
    await load(base + LIST, { duration: 2 });
    return {
      list: await load(base + LIST),
      search: await load(base + SEARCH),
      mixedSearch: await loadEach(base, MIX.searches),
      mixedList: await loadEach(base, await withNextPages(base, MIX.lists)),
    };
  } finally {
    await stop(server);
  }
}

async function benchEngine(engine: 'pglite' | 'postgres', env: NodeJS.ProcessEnv, port: number) {
  const base = `http://127.0.0.1:${port}`;
  execFileSync(TSX, ['server/cli/seed.ts', '--synthetic', String(RECIPES)], { cwd: ROOT, env, stdio: 'inherit' });
  execFileSync(
    TSX,
    ['server/cli/seed-community.ts', '--recipe', 'synthetic-0', '--count', String(COMMENTS), '--posts', String(POSTS)],
    {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    },
  );
  const startServer = (cacheMs: number) =>
    spawn(TSX, ['server/main.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_SITE: 'never',
        SEED: 'never',
        LOG_LEVEL: 'error',
        PUBLIC_URL: base,
        CATALOGUE_CACHE_MS: String(cacheMs),
      },
      stdio: 'inherit',
    });
  const uncached = await uncachedReads(base, () => startServer(0));
  const server = startServer(1000);
  try {
    await waitFor(`${base}/v1/__heartbeat__`);
    const signUp = async (email: string) => {
      const response = await fetch(`${base}/v1/email/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Bench!2026x', first_name: 'B', last_name: 'M' }),
      });
      return `Bearer+Email ${((await response.json()) as { access_token: string }).access_token}`;
    };
    const authorization = await signUp(`bench-${engine}@example.com`);

    await load(base + LIST, { duration: 2 }); // warm-up
    const list = await load(base + LIST);
    const search = await load(base + SEARCH);
    let next = 0;
    const favourites = await load(base, {
      headers: { authorization },
      requests: [
        {
          method: 'PUT',
          setupRequest: (request, context) => {
            (context as { id?: string }).id = `synthetic-${next++ % RECIPES}`;
            return {
              ...request,
              path: `/v1/buckets/default/collections/saved-recipes/records/${(context as { id?: string }).id}`,
            };
          },
        },
        {
          method: 'DELETE',
          setupRequest: (request, context) => ({
            ...request,
            path: `/v1/buckets/default/collections/saved-recipes/records/${(context as { id?: string }).id}`,
          }),
        },
      ],
    });

    // A recipe's comments and the French feed, every cursor page in turn (the `next` links, read
    // first), under load: what infinite scroll asks for.
    const walk = async (first: string) => {
      const pages: string[] = [];
      for (let url: string | null = base + first; url;) {
        const page = (await (await fetch(url, { headers: { authorization } })).json()) as { next: string | null };
        pages.push(url.slice(base.length));
        url = page.next;
      }
      let next = 0;
      const figures = await load(base, {
        headers: { authorization },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pages[next++ % pages.length] }) }],
      });
      return { ...figures, pages: pages.length };
    };
    const comments = await walk(COMMENTED);
    const feed = await walk(FEED);

    // Concurrent writes: 500 different favourites at once by a new member (the load above may
    // leave a pair half done), then count them.
    const writer = await signUp(`bench-writer-${engine}@example.com`);
    const ids = Array.from({ length: 500 }, (_, i) => `synthetic-${i}`);
    await Promise.all(
      ids.map((id) =>
        fetch(`${base}/v1/buckets/default/collections/saved-recipes/records/${id}`, {
          method: 'PUT',
          headers: { authorization: writer },
        }),
      ),
    );
    const saved = (await (
      await fetch(`${base}/v1/saved-recipes?page_size=1`, { headers: { authorization: writer } })
    ).json()) as { count: number };
    const listBody = await (await fetch(base + LIST)).text();
    return {
      list,
      search,
      favourites,
      comments,
      feed,
      uncached,
      lost: ids.length - saved.count,
      listBody,
    };
  } finally {
    await stop(server);
  }
}

/** nginx, from Debian, installed when missing (as the test set-up installs its servers). */
function ensureNginx(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const [nginx] = found.stdout.trim().split('\n');
  if (found.status === 0 && nginx) return nginx;
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

/**
 * Scale-out shown: two API processes on the one PostgreSQL database behind nginx (round robin,
 * kept-alive upstream connections), under the same mixes as one process, without micro-cache.
 */
async function twoProcesses(databaseUrl: string) {
  const nginx = ensureNginx();
  const [first, second, proxy] = [8495, 8496, 8497];
  const base = `http://127.0.0.1:${proxy}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-nginx-'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api { server 127.0.0.1:${first}; server 127.0.0.1:${second}; keepalive 64; }
  server {
    listen 127.0.0.1:${proxy};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const servers = [first, second].map((port) =>
    spawn(TSX, ['server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_SITE: 'never',
        SEED: 'never',
        LOG_LEVEL: 'error',
        PUBLIC_URL: base,
        CATALOGUE_CACHE_MS: '0',
      },
      stdio: 'inherit',
    }),
  );
  const proxyProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  try {
    await Promise.all([first, second].map((port) => waitFor(`http://127.0.0.1:${port}/v1/__heartbeat__`)));
    await waitFor(`${base}/v1/__heartbeat__`);
    await load(base + LIST, { duration: 2 });
    return {
      search: await loadEach(base, MIX.searches),
      list: await loadEach(base, await withNextPages(base, MIX.lists)),
    };
  } finally {
    proxyProcess.kill('SIGQUIT');
    await Promise.all(servers.map(stop));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function bare(body: string, port: number): Promise<Figures> {
  const file = path.join(os.tmpdir(), 'miamo-bare.json');
  fs.writeFileSync(file, body);
  const server = spawn(TSX, ['scripts/bare-server.ts', String(port), file], { cwd: ROOT, stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${port}/bare`);
    await load(`http://127.0.0.1:${port}/bare`, { duration: 2 });
    return await load(`http://127.0.0.1:${port}/bare`);
  } finally {
    await stop(server);
  }
}

const row = (name: string, f: Figures) => `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} |`;

/** A PostgreSQL server for the run, with a database of its own. */
async function benchDatabase() {
  const server = startPostgres(['shared_buffers=256MB']);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  return { server, databaseUrl: server.url.replace(/\/postgres$/, '/bench') };
}

/**
 * `BENCH_ONLY=catalogue`: PostgreSQL's uncached catalogue reads alone, at a scale (100,000 recipes)
 * where the whole run would take hours; its own section.
 */
async function catalogueAtScale() {
  const { server, databaseUrl } = await benchDatabase();
  const port = 8492;
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  let figures;
  try {
    const started = Date.now();
    execFileSync(TSX, ['server/cli/seed.ts', '--synthetic', String(RECIPES)], { cwd: ROOT, env, stdio: 'inherit' });
    console.log(`Seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
    const serverEnv = {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_SITE: 'never',
      SEED: 'never',
      LOG_LEVEL: 'error',
      PUBLIC_URL: base,
      CATALOGUE_CACHE_MS: '0',
    };
    figures = await uncachedReads(base, () =>
      spawn(TSX, ['server/main.ts'], { cwd: ROOT, env: serverEnv, stdio: 'inherit' }),
    );
  } finally {
    server.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  recordSection(
    '### Catalogue reads at scale',
    [
      `### Catalogue reads at scale, PostgreSQL (${date}, \`BENCH_RECIPES=${RECIPES} BENCH_ONLY=catalogue npm run bench:api\`)`,
      '',
      `${RECIPES} synthetic recipes in 6 languages (${RECIPES * 6} records), ${CONNECTIONS} connections, ${DURATION} s per run, no micro-cache, autocannon on the same 2-core machine as the server and PostgreSQL.`,
      '',
      '| run | requests/s | p50 ms | p99 ms | errors and non-2xx |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('recipes list (`_limit=20`)', figures.list),
      row('search `q=tomates` + diet + preparation time', figures.search),
      row('searches, no two alike (words, prefixes, filters, sorts, pages)', figures.mixedSearch),
      row('lists, no two alike (filters, sorts, sizes, next pages)', figures.mixedList),
      '',
    ].join('\n'),
  );
}

async function main() {
  if (process.env.BENCH_ONLY === 'catalogue') return catalogueAtScale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-bench-'));
  const pglite = await benchEngine('pglite', { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, 8491);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const { server, databaseUrl } = await benchDatabase();
  let postgres;
  let scaledOut;
  try {
    postgres = await benchEngine('postgres', { ...process.env, DATABASE_URL: databaseUrl }, 8492);
    scaledOut = await twoProcesses(databaseUrl);
  } finally {
    server.stop();
  }
  const ceiling = await bare(pglite.listBody, 8493);

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `### API under load (${date}, \`npm run bench:api\`)`,
    '',
    `${RECIPES} synthetic recipes in 6 languages (${RECIPES * 6} records), ${CONNECTIONS} connections, ${DURATION} s per run, autocannon on the same 2-core machine as the server.`,
    '',
    '| run | requests/s | p50 ms | p99 ms | errors and non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('bare Fastify route, same JSON from memory (ceiling)', ceiling),
    row('PGlite: recipes list (`_limit=20`), micro-cache 1 s', pglite.list),
    row('PGlite: search `q=tomates` + diet + preparation time, micro-cache 1 s', pglite.search),
    row('PGlite: recipes list, no cache (every request queries)', pglite.uncached.list),
    row('PGlite: search, no cache', pglite.uncached.search),
    row(
      'PGlite: searches, no two alike (words, prefixes, filters, sorts, pages), no cache',
      pglite.uncached.mixedSearch,
    ),
    row('PGlite: lists, no two alike (filters, sorts, sizes, next pages), no cache', pglite.uncached.mixedList),
    row('PGlite: favourite add/remove (PUT then DELETE)', pglite.favourites),
    row(`PGlite: a recipe’s comments, cursor pages of 20 (${pglite.comments.pages} pages)`, pglite.comments),
    row(`PGlite: the feed (\`locale=fr\`), cursor pages of 20 (${pglite.feed.pages} pages)`, pglite.feed),
    row('PostgreSQL: recipes list (`_limit=20`), micro-cache 1 s', postgres.list),
    row('PostgreSQL: search `q=tomates` + diet + preparation time, micro-cache 1 s', postgres.search),
    row('PostgreSQL: recipes list, no cache', postgres.uncached.list),
    row('PostgreSQL: search, no cache', postgres.uncached.search),
    row('PostgreSQL: searches, no two alike, no cache', postgres.uncached.mixedSearch),
    row('PostgreSQL: lists, no two alike, no cache', postgres.uncached.mixedList),
    row('PostgreSQL: favourite add/remove (PUT then DELETE)', postgres.favourites),
    row(`PostgreSQL: a recipe’s comments, cursor pages of 20 (${postgres.comments.pages} pages)`, postgres.comments),
    row(`PostgreSQL: the feed (\`locale=fr\`), cursor pages of 20 (${postgres.feed.pages} pages)`, postgres.feed),
    row('PostgreSQL, two processes behind nginx: searches, no two alike, no cache', scaledOut!.search),
    row('PostgreSQL, two processes behind nginx: lists, no two alike, no cache', scaledOut!.list),
    '',
    `Concurrent favourite writes (500 at once): ${pglite.lost} lost on PGlite, ${postgres.lost} lost on PostgreSQL.`,
    '',
  ].join('\n');
  recordSection('### API under load', section);
}

runBench(main);
