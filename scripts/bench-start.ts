/**
 * `npm run bench:start`: install time, first start to first page, second start to first page,
 * and the JavaScript a home page loads (gzip). Writes the figures into BENCHMARKS.md.
 * Pass --skip-install to leave node_modules alone.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageJavaScript } from './page-weight';
import { recordSection, runBench } from './benchmarks-file';

const ROOT = path.resolve(__dirname, '..');
// tsx itself, not npx: npx does not pass SIGINT on to the server, which then never stops.
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const PORT = 8477;
const DATA_DIR = path.join(ROOT, '.data-bench');

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function startAndWait(): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = Date.now();
  const child = spawn(TSX, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/en-us/`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error('the server did not serve a page within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = Date.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { ms, stop };
}

async function main() {
  const skipInstall = process.argv.includes('--skip-install');
  let install = 'skipped';
  if (!skipInstall) {
    const t = Date.now();
    execSync('rm -rf node_modules && npm ci --no-audit --no-fund', { cwd: ROOT, stdio: 'ignore' });
    install = seconds(Date.now() - t);
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
  const first = await startAndWait();
  await first.stop();
  const second = await startAndWait();
  await second.stop();
  const js = pageJavaScript(path.join(ROOT, 'public'), 'en-us');
  fs.rmSync(DATA_DIR, { recursive: true, force: true });

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `### Start-up (${date}, \`npm run bench:start\`)`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| install (\`rm -rf node_modules && npm ci\`) | ${install} |`,
    `| first start to first page (empty database: migrate, seed, build the site) | ${seconds(first.ms)} |`,
    `| second start to first page (database and build reused) | ${seconds(second.ms)} |`,
    `| JavaScript a home page loads, gzip | ${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files |`,
    '',
  ].join('\n');
  recordSection('### Start-up', section);
}

runBench(main);
