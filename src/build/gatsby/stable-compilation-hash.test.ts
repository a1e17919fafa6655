import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { StableCompilationHash, digestOfAssets } from './stable-compilation-hash';

const asset = (name: string, text: string) => ({ name, source: { buffer: () => Buffer.from(text) } });

describe('digestOfAssets', () => {
  const assets = [asset('app-1.js', 'app'), asset('242-2.js', 'chunk'), asset('styles.css', 'a{}')];

  it('is the same for the same files in any order', () => {
    expect(digestOfAssets(assets)).toBe(digestOfAssets([...assets].reverse()));
    expect(digestOfAssets(assets)).toMatch(/^[0-9a-f]{20}$/);
  });

  it('changes when a file is renamed, changed, added or removed', () => {
    const base = digestOfAssets(assets);
    expect(digestOfAssets([asset('app-9.js', 'app'), ...assets.slice(1)])).not.toBe(base);
    expect(digestOfAssets([asset('app-1.js', 'app!'), ...assets.slice(1)])).not.toBe(base);
    expect(digestOfAssets([...assets, asset('extra.js', '')])).not.toBe(base);
    expect(digestOfAssets(assets.slice(1))).not.toBe(base);
  });

  it('does not tell a name from its content by where one ends', () => {
    expect(digestOfAssets([asset('a.js', 'bc')])).not.toBe(digestOfAssets([asset('a.jsb', 'c')]));
  });

  it('leaves source maps out: the browser does not load them', () => {
    expect(digestOfAssets([...assets, asset('app-1.js.map', '{}')])).toBe(digestOfAssets(assets));
  });
});

describe('StableCompilationHash in a webpack build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'miamo-hash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function build(lazyText: string): Promise<{ hash: string; files: string[] }> {
    writeFileSync(path.join(dir, 'index.js'), "import('./lazy').then((m) => console.log(m.default));\n");
    writeFileSync(path.join(dir, 'lazy.js'), `export default ${JSON.stringify(lazyText)};\n`);
    const out = path.join(dir, `out-${lazyText}`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      devtool: false,
      entry: { app: './index.js' },
      output: { path: out, filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      plugins: [new StableCompilationHash()],
    });
    return new Promise((resolve, reject) => {
      // A later `done` hook, like Gatsby's stats extractor, must already see the new hash.
      let seenByLaterHook = '';
      compiler.hooks.done.tap('later', (stats) => void (seenByLaterHook = stats.hash ?? ''));
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (seenByLaterHook !== stats.hash) return reject(new Error(`later hook saw ${seenByLaterHook}`));
        resolve({ hash: stats.hash ?? '', files: readdirSync(out).map((name) => path.join(out, name)) });
      });
    });
  }

  it('replaces the compilation hash with the digest of the emitted files', async () => {
    const first = await build('one');
    const onDisk = first.files.map((file) => asset(path.basename(file), readFileSync(file, 'utf8')));
    expect(first.hash).toBe(digestOfAssets(onDisk));
    expect((await build('one')).hash).toBe(first.hash);
    expect((await build('two')).hash).not.toBe(first.hash);
  }, 30_000);
});
