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
  const [newest] = versions.sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(base, newest, 'bin') : null;
}

/**
 * Starts a throwaway PostgreSQL server (initdb + pg_ctl in a temporary directory, 127.0.0.1
 * only). PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export interface TestPostgres {
  url: string;
  /** Stops the server (fast) and deletes its files. */
  stop: () => void;
  /** `pg_ctl restart -m fast`: what a failover, a minor upgrade or an operator does. */
  restart: () => void;
  /** kill -9 of the postmaster: the next start runs crash recovery. */
  crash: () => void;
  /** Starts it again after a crash, on the same port and files. */
  start: () => void;
}

export function startPostgres(settings: string[] = []): TestPostgres {
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
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start', '-o', options]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    // Stop then start (what `pg_ctl restart` does): its own restart leaves the new server holding
    // this process's pipes, and the synchronous call would wait on them forever.
    restart() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      start();
    },
    crash() {
      const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      // Its backends notice the postmaster is gone and exit; the port frees with them.
      for (let waited = 0; waited < 50 && fs.existsSync(path.join(data, 'postmaster.pid')); waited += 1) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        execFileSync('sleep', ['0.1']);
      }
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
