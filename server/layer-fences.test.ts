import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The fence messages ESLint gives a file at `file` that holds only `import … from 'source'`. */
async function fenceMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${source}';\n`, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The layers inside server/ (README, Architecture): each wrong-way import is refused by lint.
describe('the server layer fences', () => {
  it.each([
    ['server/repositories/scratch.ts', '../services/blocks', /Repositories import only the database layer/],
    ['server/repositories/scratch.ts', '../errors', /Repositories import only the database layer/],
    ['server/repositories/scratch.ts', '../http/community-cursor', /Repositories import only the database layer/],
    ['server/routes/scratch.ts', './account', /Routes import no other route/],
    ['server/services/scratch.ts', '../routes/account', /Services import no route/],
  ])('%s may not import %s', async (file, source, message) => {
    expect(await fenceMessages(file, source)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['server/repositories/scratch.ts', '../db/executor'],
    ['server/repositories/scratch.ts', '../../src/core/rules'],
    ['server/repositories/scratch.ts', './users'],
    ['server/routes/scratch.ts', '../services/blocks'],
    ['server/routes/scratch.ts', '../repositories/users'],
    ['server/routes/scratch.ts', '../http/account-input'],
    ['server/services/scratch.ts', '../repositories/users'],
  ])('%s may import %s', async (file, source) => {
    expect(await fenceMessages(file, source)).toEqual([]);
  });
});
