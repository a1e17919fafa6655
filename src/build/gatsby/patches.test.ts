import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The diffs in patches/ (applied by patch-package at install) against the installed packages: a
 * package upgraded, or a patch that no longer applies, fails here under the patch's own name
 * instead of silently losing the gain its line in patches/README.md records.
 */
const ROOT = path.resolve(__dirname, '../../..');
const PATCHES = path.join(ROOT, 'patches');

interface Patch {
  file: string;
  packageName: string;
  version: string;
  /** For each patched file (relative to the project root), the lines it adds and removes. */
  changes: Map<string, { added: string[]; removed: string[] }>;
}

/** patch-package's file names: `name+version.patch`, `@scope+name+version+001+what.patch`. */
function parseName(file: string): { packageName: string; version: string } {
  const parts = file.replace(/\.patch$/, '').split('+');
  const scoped = parts[0]?.startsWith('@');
  const packageName = scoped ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
  return { packageName, version: parts[scoped ? 2 : 1] ?? '' };
}

function parsePatch(file: string): Patch {
  const changes: Patch['changes'] = new Map();
  let current: { added: string[]; removed: string[] } | undefined;
  for (const line of fs.readFileSync(path.join(PATCHES, file), 'utf8').split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target?.[1]) {
      current = { added: [], removed: [] };
      changes.set(target[1], current);
    } else if (line.startsWith('--- ') || line.startsWith('diff --git')) {
      continue;
    } else if (current && line.startsWith('+') && line.slice(1).trim()) {
      current.added.push(line.slice(1).trim());
    } else if (current && line.startsWith('-') && line.slice(1).trim()) {
      current.removed.push(line.slice(1).trim());
    }
  }
  return { file, ...parseName(file), changes };
}

const patches = fs
  .readdirSync(PATCHES)
  .filter((file) => file.endsWith('.patch'))
  .sort()
  .map(parsePatch);

describe.each(patches.map((patch) => [patch.file, patch] as const))('%s', (file, patch) => {
  it('targets the installed version of its package', () => {
    const installed = path.join(ROOT, 'node_modules', patch.packageName, 'package.json');
    const { version } = JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string };
    expect(version, `${file} targets ${patch.packageName} ${patch.version}, installed is ${version}`).toBe(
      patch.version,
    );
  });

  it('is applied: the patched files hold every line it adds', () => {
    // A later patch of the same package may take out a line this one added.
    const later = patches.filter((other) => other.packageName === patch.packageName && other.file > file);
    for (const [target, { added }] of patch.changes) {
      const lines = new Set(
        fs
          .readFileSync(path.join(ROOT, target), 'utf8')
          .split('\n')
          .map((line) => line.trim()),
      );
      const expected = added.filter(
        (line) => !later.some((other) => other.changes.get(target)?.removed.includes(line)),
      );
      const missing = expected.filter((line) => !lines.has(line));
      expect(missing, `${file} is not applied to ${target} (run \`npx patch-package\`)`).toEqual([]);
    }
  });

  it('has its line in patches/README.md', () => {
    expect(fs.readFileSync(path.join(PATCHES, 'README.md'), 'utf8')).toContain(`\`${file}\``);
  });
});

/** The files of ours a build runs: they may call what Gatsby, webpack and Parcel make public (patches included), no more. */
const BUILD_CODE = [
  'gatsby-node.ts',
  'gatsby-config.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'src/build',
  'server/site',
];

function sourcesOf(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full).flatMap((name) => sourcesOf(path.join(entry, name)));
}

it("leaves other projects' private code to patches/: no build file reaches into it at run time", () => {
  // A require of a package's inner files, or Gatsby's store (its private state) read or dispatched to.
  const PRIVATE =
    /(?:gatsby|gatsby-cli|webpack|@parcel\/[\w-]+)\/(?:dist|lib|src)\/|\.dispatch\(|\.getState\(|ENABLE_STATEFUL_SOURCE_PLUGIN/;
  const reaching = BUILD_CODE.flatMap(sourcesOf)
    .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => PRIVATE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(reaching, 'change them by a patch in patches/ (patches/README.md)').toEqual([]);
});
