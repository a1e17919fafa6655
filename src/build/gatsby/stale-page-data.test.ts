import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

// Gatsby's own module, whose member its bootstrap calls after createPages, with the patch
// gatsby+5.16.1+002+stale-page-data.patch applied at install. As in a worker, the store starts
// empty: every page-data file in public/ is stale to it.
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
process.env.GATSBY_WORKER_POOL_WORKER = 'true';
const pageData = require('gatsby/dist/utils/page-data') as {
  handleStalePageData(parentSpan?: unknown, options?: { pagesCarriedOver?: boolean }): Promise<void>;
};
delete process.env.GATSBY_WORKER_POOL_WORKER;

const cwd = process.cwd();

it("walks public/page-data only when the build did not carry the previous build's pages over", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-stale-page-data-'));
  const stale = path.join(site, 'public', 'page-data', 'fr', 'old-recipe', 'page-data.json');
  fs.mkdirSync(path.dirname(stale), { recursive: true });
  fs.writeFileSync(stale, '{}');
  process.chdir(site); // Gatsby walks `public/page-data` of the site it builds, its working directory.
  try {
    await pageData.handleStalePageData(undefined, { pagesCarriedOver: true }); // a rebuild
    expect(fs.existsSync(stale)).toBe(true);
    await pageData.handleStalePageData(undefined, { pagesCarriedOver: false }); // a wiped cache, public/ kept
    expect(fs.existsSync(stale)).toBe(false);
  } finally {
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  }
});
