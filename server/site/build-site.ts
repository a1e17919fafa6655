import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

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

/** Gatsby draws its progress with terminal escapes even into a pipe. */
// eslint-disable-next-line no-control-regex
const TERMINAL_ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A digest of everything the site is built from: its source files and the catalogue's content. */
export async function siteFingerprint(db: Kysely<Database>, root: string): Promise<string> {
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
  // Timestamps and counters are left out: a re-seeded identical catalogue reuses the build.
  const { rows } = await sql<{ digest: string | null }>`
    select md5(string_agg((to_jsonb(r) - 'last_modified' - 'created_at' - 'updated_at' - 'view_count' - 'ratings_count' - 'rating_total' - 'posts_count')::text, ',' order by id, language)) as digest
    from recipes r where status = 'published'`.execute(db);
  hash.update(rows[0]?.digest ?? 'empty');
  // Category, origin and ingredient pages are built from the taxonomy (staff add categories).
  const terms = await sql<{ digest: string | null }>`
    select md5(string_agg(concat_ws('|', kind, key, language, name, slug), ',' order by kind, key, language)) as digest
    from taxonomy_terms`.execute(db);
  hash.update(terms.rows[0]?.digest ?? 'empty');
  return hash.digest('hex');
}

interface BuildStamp {
  fingerprint?: string;
  styles?: string;
}

function readStamp(siteDir: string): BuildStamp {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, BUILD_STAMP), 'utf8')) as BuildStamp;
  } catch {
    return {};
  }
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
  return readStamp(publicDirOf(buildDir)).styles !== stylesDigest(root);
}

export function isBuildCurrent(siteDir: string, fingerprint: string): boolean {
  return readStamp(siteDir).fingerprint === fingerprint && fs.existsSync(path.join(siteDir, 'index.html'));
}

/** Marks buildDir's site as built from `fingerprint` with the style sheets as they are in root now. */
export function writeBuildStamp(buildDir: string, fingerprint: string, styles: string) {
  fs.writeFileSync(
    path.join(publicDirOf(buildDir), BUILD_STAMP),
    JSON.stringify({ fingerprint, styles, builtAt: new Date().toISOString() }),
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
  fingerprint: string,
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
      env: {
        ...process.env,
        API_URL: apiUrl,
        PUBLIC_URL: publicUrl,
        GATSBY_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
    });
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
  writeBuildStamp(buildDir, fingerprint, styles);
  log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
