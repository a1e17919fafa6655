import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { type GatsbyPageData, walkStalePageDataOnlyWhenNeeded } from './stale-page-data';

// Gatsby's own module, whose member its bootstrap calls after createPages.
const require = createRequire(import.meta.url);
process.env.GATSBY_LOGGER = 'yurnalist'; // Gatsby's plain logger: its default one patches the console.
const pageData = require('gatsby/dist/utils/page-data') as GatsbyPageData;

it("walks public/page-data only when the build did not carry the previous build's pages over", async () => {
  const walks: unknown[] = [];
  pageData.handleStalePageData = async (span) => void walks.push(span);
  let carriedOver = true;
  walkStalePageDataOnlyWhenNeeded(pageData, () => carriedOver);

  await pageData.handleStalePageData('rebuild');
  expect(walks).toEqual([]);
  carriedOver = false; // Gatsby's cache was emptied, public/ kept.
  await pageData.handleStalePageData('after a wiped cache');
  expect(walks).toEqual(['after a wiped cache']);
});
