import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import {
  buildSite,
  gatsbyBuildEnv,
  prepareBuildDir,
  usableCores,
  publicDirOf,
  readBuildStamp,
  stylesDigest,
  writeBuildStamp,
} from './build-site';

const made: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-root-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'src/templates'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/templates/home.tsx'), 'export default null;');
  fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default {};');
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.mkdirSync(publicDirOf(root));
  fs.writeFileSync(path.join(publicDirOf(root), 'index.html'), 'npm start');
  return root;
}

it("builds elsewhere from a copy of the sources, never touching the project's public/", () => {
  const root = project();
  const buildDir = path.join(root, '.data-e2e-site');
  prepareBuildDir(root, buildDir);
  expect(fs.readFileSync(path.join(buildDir, 'src/templates/home.tsx'), 'utf8')).toBe('export default null;');
  const modified = (dir: string) => Math.round(fs.statSync(path.join(dir, 'gatsby-config.ts')).mtimeMs);
  expect(modified(buildDir)).toBe(modified(root));
  expect(fs.readlinkSync(path.join(buildDir, 'node_modules'))).toBe(path.join(root, 'node_modules'));
  // Sources the project does not have (static/ here) are not made up; public/ is the build's own.
  expect(fs.existsSync(path.join(buildDir, 'static'))).toBe(false);
  expect(fs.existsSync(publicDirOf(buildDir))).toBe(false);
  expect(fs.readFileSync(path.join(publicDirOf(root), 'index.html'), 'utf8')).toBe('npm start');
});

it('follows the sources on the next build: changed and deleted files, the built site kept', () => {
  const root = project();
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-site-'));
  made.push(buildDir);
  fs.writeFileSync(path.join(root, 'src/templates/old.tsx'), 'old');
  prepareBuildDir(root, buildDir);
  fs.mkdirSync(publicDirOf(buildDir));
  fs.writeFileSync(path.join(publicDirOf(buildDir), 'index.html'), 'e2e');
  fs.rmSync(path.join(root, 'src/templates/old.tsx'));
  fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default { changed: true };');
  prepareBuildDir(root, buildDir);
  expect(fs.existsSync(path.join(buildDir, 'src/templates/old.tsx'))).toBe(false);
  expect(fs.readFileSync(path.join(buildDir, 'gatsby-config.ts'), 'utf8')).toContain('changed');
  expect(fs.readFileSync(path.join(publicDirOf(buildDir), 'index.html'), 'utf8')).toBe('e2e');
});

it('leaves the built site and its stamp as they were when a rebuild fails, saying why', async () => {
  const root = project();
  writeBuildStamp(root, { version: 'before' }, stylesDigest(root));
  // A Gatsby that fails as a build whose data source is down does.
  fs.mkdirSync(path.join(root, 'node_modules/.bin'));
  const gatsby = path.join(root, 'node_modules/.bin/gatsby');
  fs.writeFileSync(gatsby, '#!/bin/sh\necho "ERROR #11321 GET http://127.0.0.1:1/v1 failed"\nexit 1\n', {
    mode: 0o755,
  });
  const logged: string[] = [];
  await expect(
    buildSite(root, root, 'http://127.0.0.1:1/v1', 'http://miamo.test', { version: 'after' }, (line) =>
      logged.push(line),
    ),
  ).rejects.toThrow(/exit 1[\s\S]*ERROR #11321/);
  expect(fs.readFileSync(path.join(publicDirOf(root), 'index.html'), 'utf8')).toBe('npm start');
  expect(readBuildStamp(publicDirOf(root)).version).toBe('before');
  expect(logged).toContain('  gatsby: ERROR #11321 GET http://127.0.0.1:1/v1 failed');
});

it('renders pages in a Gatsby worker per core, unless the operator says how many cores Gatsby has', () => {
  vi.stubEnv('GATSBY_CPU_COUNT', undefined);
  const env = gatsbyBuildEnv('http://127.0.0.1:8000/v1', 'https://miamo.test');
  // Gatsby starts one worker fewer than the count it is given.
  expect(Number(env.GATSBY_CPU_COUNT) - 1).toBe(usableCores());
  expect(env).toMatchObject({ API_URL: 'http://127.0.0.1:8000/v1', PUBLIC_URL: 'https://miamo.test' });
  vi.stubEnv('GATSBY_CPU_COUNT', '1');
  expect(gatsbyBuildEnv('', '').GATSBY_CPU_COUNT).toBe('1');
});

/**
 * The files @parcel/watcher reports changed in dir since a snapshot, run in dir as a Gatsby process
 * is, with no options or with those Parcel passes (its getWatcherOptions, patched: patches/README.md).
 */
function changedSinceSnapshot(dir: string, withParcelOptions: boolean): string[] {
  const script = `
    const fs = require('node:fs');
    const path = require('node:path');
    const watcher = require('@parcel/watcher');
    const { getWatcherOptions } = require('@parcel/core/lib/RequestTracker');
    const options = ${withParcelOptions}
      ? getWatcherOptions({ projectRoot: path.resolve('.'), cacheDir: path.resolve('.parcel-cache') })
      : {};
    (async () => {
      await watcher.writeSnapshot('.', '../snapshot.txt', options);
      fs.writeFileSync('public/new.html', 'built');
      fs.writeFileSync('src/new.ts', 'edited');
      const events = await watcher.getEventsSince('.', '../snapshot.txt', options);
      console.log(JSON.stringify(events.map((event) => path.relative('.', event.path)).sort()));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' }));
}

it("keeps the built site out of the file snapshots of Gatsby's compiler, not the sources", () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-snapshot-'));
  made.push(parent);
  const root = path.join(parent, 'site');
  fs.mkdirSync(path.join(root, 'src'), { recursive: true });
  fs.mkdirSync(publicDirOf(root));
  // Parcel requires the watcher by name, from the build directory's node_modules.
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  expect(changedSinceSnapshot(root, false)).toEqual(['public/new.html', 'src/new.ts']);
  for (const file of ['public/new.html', 'src/new.ts']) fs.rmSync(path.join(root, file));
  expect(changedSinceSnapshot(root, true)).toEqual(['src/new.ts']);
});

it("counts the cores a container's CPU quota allows, not the host's", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-cgroup-'));
  made.push(dir);
  const cpuMax = path.join(dir, 'cpu.max');
  fs.writeFileSync(cpuMax, 'max 100000\n');
  expect(usableCores(cpuMax)).toBe(os.availableParallelism());
  fs.writeFileSync(cpuMax, '50000 100000\n');
  expect(usableCores(cpuMax)).toBe(1);
  fs.writeFileSync(cpuMax, `${100000 * (os.availableParallelism() + 30)} 100000\n`);
  expect(usableCores(cpuMax)).toBe(os.availableParallelism());
  expect(usableCores(path.join(dir, 'missing'))).toBe(os.availableParallelism());
});
