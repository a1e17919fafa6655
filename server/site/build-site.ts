import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { publishedContentDigest, publishedVersionsDigest, taxonomyDigest } from '../repositories/site-digests';

const BUILD_STAMP = 'miamo-build.json';
const SOURCES = [
  'src',
  'locales',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];
/** What a build directory of its own gets besides the sources: what resolves and compiles them. */
const COPIED = [...SOURCES, 'package.json', 'tsconfig.json'];

/** The built site Gatsby writes under the directory it builds in. */
export const publicDirOf = (buildDir: string) => path.join(buildDir, 'public');

/**
 * Gatsby always writes public/ and .cache/ under its working directory. To build elsewhere than in
 * the project (SITE_DIR: the end-to-end server's site beside `npm start`'s), the build runs in a
 * directory of its own holding a copy of the sources (Gatsby's compiler follows links out of the
 * directory and writes to the wrong place) and a link to node_modules, so the two sites never
 * overwrite each other. Timestamps are kept, so Gatsby's caches still see unchanged files.
 */
export function prepareBuildDir(root: string, buildDir: string) {
  fs.mkdirSync(buildDir, { recursive: true });
  for (const entry of COPIED) {
    fs.rmSync(path.join(buildDir, entry), { recursive: true, force: true });
    if (fs.existsSync(path.join(root, entry))) {
      fs.cpSync(path.join(root, entry), path.join(buildDir, entry), { recursive: true, preserveTimestamps: true });
    }
  }
  const modules = path.join(buildDir, 'node_modules');
  const target = path.join(root, 'node_modules');
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink() && fs.readlinkSync(modules) === target) return;
  fs.rmSync(modules, { recursive: true, force: true });
  fs.symlinkSync(target, modules);
}

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** The build's scheduling priority below the server's (POSIX nice: higher yields). */
const BUILD_NICENESS = 10;

/** The cores this process may use: its CPU affinity, capped by a container's cgroup (v2) CPU quota. */
export function usableCores(cpuMax = '/sys/fs/cgroup/cpu.max'): number {
  const cores = os.availableParallelism();
  try {
    const [quota, period] = fs.readFileSync(cpuMax, 'utf8').trim().split(/\s+/);
    if (quota !== 'max') return Math.max(1, Math.min(cores, Math.floor(Number(quota) / Number(period))));
  } catch {
    // No cgroup v2 quota readable here: the affinity is the limit.
  }
  return cores;
}

/**
 * The environment of a `gatsby build` against the API at `apiUrl`. Gatsby renders pages in one
 * worker fewer than the cores, keeping one for its main process, which only hands out pages while
 * they render: a worker per usable core rendered 82,699 pages in 222 s instead of 377 s on 2 cores
 * (BENCHMARKS.md). GATSBY_CPU_COUNT set by the operator wins.
 */
export function gatsbyBuildEnv(apiUrl: string, publicUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    API_URL: apiUrl,
    PUBLIC_URL: publicUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
    GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? String(usableCores() + 1),
    NODE_ENV: 'production',
  };
}

/** Gatsby draws its progress with terminal escapes even into a pipe. */
// eslint-disable-next-line no-control-regex
const TERMINAL_ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

/** What the pages are made with besides the catalogue: the sources and the GATSBY_ settings. */
function sourcesDigest(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((entry) => listFiles(path.join(root, entry)))) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  // The GATSBY_ settings are written into the pages (tag manager, newsletter service).
  hash.update(
    JSON.stringify(
      Object.entries(process.env)
        .filter(([name]) => name.startsWith('GATSBY_') && name !== 'GATSBY_TELEMETRY_DISABLED')
        .sort(),
    ),
  );
  return hash.digest('hex');
}

/**
 * Which published records the site shows and at which version, cheaply: every write moves a
 * record's last_modified (counters do not), so three narrow columns say what changed without
 * reading a recipe's text (the content digest takes over a minute at 600,000 records). The
 * schema's last migration is in it: a migration may rewrite records without moving them.
 */
export async function siteVersion(db: Kysely<DB>, root: string): Promise<string> {
  const { digest, migration } = await publishedVersionsDigest(db);
  return createHash('sha256')
    .update(sourcesDigest(root))
    .update(digest)
    .update(migration)
    .update(await taxonomyDigest(db))
    .digest('hex');
}

/**
 * A digest of the site's content itself: its sources and the published recipes with timestamps and
 * counters left out, so a re-seeded identical catalogue keeps its build.
 */
export async function siteFingerprint(db: Kysely<DB>, root: string): Promise<string> {
  return createHash('sha256')
    .update(sourcesDigest(root))
    .update(await publishedContentDigest(db))
    .update(await taxonomyDigest(db))
    .digest('hex');
}

/** What a build was made from: the version always, the content's digest when it was computed. */
export interface SiteSource {
  version: string;
  fingerprint?: string;
}

interface BuildStamp extends Partial<SiteSource> {
  styles?: string;
}

export function readBuildStamp(siteDir: string): BuildStamp {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, BUILD_STAMP), 'utf8')) as BuildStamp;
  } catch {
    return {};
  }
}

/**
 * Whether siteDir shows the sources and the catalogue as they are now, and what a build would be
 * made from. The version decides. When it differs and `compareContent` (at start), the content's
 * digest may still match, as after a re-seed of the same catalogue: the build is kept and its stamp
 * takes the new version. A rebuild check leaves the content out: a change was signalled, and
 * digesting every recipe would cost more than the build it might save.
 */
export async function checkBuild(
  db: Kysely<DB>,
  root: string,
  siteDir: string,
  compareContent: boolean,
): Promise<{ current: boolean; source: SiteSource }> {
  const stamp = readBuildStamp(siteDir);
  const built = fs.existsSync(path.join(siteDir, 'index.html'));
  const version = await siteVersion(db, root);
  if (built && stamp.version === version) return { current: true, source: { version, fingerprint: stamp.fingerprint } };
  if (!compareContent) return { current: false, source: { version } };
  const fingerprint = await siteFingerprint(db, root);
  const current = built && stamp.fingerprint === fingerprint;
  if (current) fs.writeFileSync(path.join(siteDir, BUILD_STAMP), JSON.stringify({ ...stamp, version }));
  return { current, source: { version, fingerprint } };
}

/** A digest of the style sheets alone. */
export function stylesDigest(root: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(path.join(root, 'src')).filter((name) => name.endsWith('.css'))) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** A style change builds afresh (see buildSite): the previous pages are gone until it ends. */
export function isFreshBuild(root: string, buildDir: string): boolean {
  return readBuildStamp(publicDirOf(buildDir)).styles !== stylesDigest(root);
}

/** Marks buildDir's site as built from `source` with the style sheets as they are in root now. */
export function writeBuildStamp(buildDir: string, source: SiteSource, styles: string) {
  fs.writeFileSync(
    path.join(publicDirOf(buildDir), BUILD_STAMP),
    JSON.stringify({ ...source, styles, builtAt: new Date().toISOString() }),
  );
}

/**
 * Runs `gatsby build` in buildDir (the project root, or a directory of its own) against the
 * running API; resolves once buildDir/public holds the new site.
 */
export async function buildSite(
  root: string,
  buildDir: string,
  apiUrl: string,
  publicUrl: string,
  source: SiteSource,
  log: (line: string) => void,
) {
  const gatsby = path.join(root, 'node_modules', '.bin', 'gatsby');
  const started = Date.now();
  const styles = stylesDigest(root);
  if (buildDir !== root) prepareBuildDir(root, buildDir);
  // Gatsby's incremental build writes new style sheets but does not re-render pages whose data and
  // markup are unchanged, so they would keep linking the old ones: a style change builds afresh.
  if (isFreshBuild(root, buildDir)) {
    fs.rmSync(path.join(buildDir, '.cache'), { recursive: true, force: true });
    fs.rmSync(publicDirOf(buildDir), { recursive: true, force: true });
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn(gatsby, ['build'], {
      cwd: buildDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: gatsbyBuildEnv(apiUrl, publicUrl),
    });
    // The API keeps answering first while a rebuild takes every core (its workers inherit this).
    try {
      if (child.pid) os.setPriority(child.pid, BUILD_NICENESS);
    } catch {
      // A platform without priorities builds at the server's own.
    }
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().replace(TERMINAL_ESCAPES, '').split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 60) tail.shift();
        if (/^(success|info|warn|error|ERROR)/.test(line.trim())) log(`  gatsby: ${line.trim()}`);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build failed (exit ${code}):\n${tail.join('\n')}`)),
    );
  });
  writeBuildStamp(buildDir, source, styles);
  log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
