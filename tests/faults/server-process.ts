import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Lines no healthy process writes: an unhandled error, a crash. */
const FATAL = /Unhandled 'error' event|uncaughtException|unhandledRejection|UnhandledPromiseRejection|"level":60/;

export interface ServerProcess {
  url: string;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** The exit code once it ended; null while it runs. */
  exitCode(): number | null;
  /** What it wrote that no healthy process writes. */
  fatalLines(): string[];
  /** SIGTERM, resolved with its exit code once it ended. */
  terminate(): Promise<number | null>;
}

/** `npm start`'s entry as a real process (API only: no site build), ready once it answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  let code: number | null = null;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_SITE: 'never',
      REBUILD_SITE: 'off',
      SEED: 'never',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) =>
    child.on('exit', (exit) => {
      code = exit ?? -1;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (code !== null) throw new Error(`the server ended at start (${code}):\n${output}`);
    const up = await fetch(`${url}/v1/__lbheartbeat__`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (waited > 60_000) throw new Error(`the server did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    output: () => output,
    exitCode: () => code,
    fatalLines: () => output.split('\n').filter((line) => FATAL.test(line)),
    terminate() {
      if (code === null) child.kill('SIGTERM');
      return ended;
    },
  };
}
