import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the machine's PostgreSQL server binaries are: PATH first, then Debian's layout. */
export function findPostgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return path.dirname(fs.realpathSync(which.stdout.trim()));
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Starts a throwaway PostgreSQL server (initdb + pg_ctl in a temporary directory, 127.0.0.1
 * only). PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export function startPostgres(settings: string[] = []): { url: string; stop: () => void } {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found: install them (apt-get install postgresql) or run `npm test`, which does.',
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = [
    `-h 127.0.0.1 -p ${port} -k ${dir} -F -c max_connections=200`,
    ...settings.map((s) => `-c ${s}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start', '-o', options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
