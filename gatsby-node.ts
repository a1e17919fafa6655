import path from 'node:path';
import type { CreateWebpackConfigArgs, GatsbyNode } from 'gatsby';
import { withShortClassNames } from './src/build/class-names';
import { createSitePages, plannedPaths, writeRewrites, writeSitemaps } from './src/build/create-pages';
import { defineScriptPreloads } from './src/build/script-preloads';
import { collectGarbage, withGarbageCollectedAfterBundles } from './src/build/gatsby/garbage';
import { withoutSourceMaps, writeSecurityHeaders } from './src/build/security-headers';
import { withoutPageInference } from './src/build/gatsby/page-schema';
import { withPureModules } from './src/build/pure-modules';
import { withStableCompilationHash } from './src/build/gatsby/stable-compilation-hash';
import { withoutPartytownInBrowser } from './src/build/gatsby/without-partytown';
import { LOCALES } from './src/core/locales/locales';

// Thin on purpose: the work lives in src/build (STYLE: gatsby-node re-exports tested helpers).
const API_URL = process.env.API_URL || 'http://127.0.0.1:8000/v1';
const SITE_URL = process.env.PUBLIC_URL || 'http://localhost:8000';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) =>
  withoutPageInference(actions);

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  await createSitePages(actions, API_URL, SITE_URL, (line) => reporter.info(line));
};

// Each stage of a build leaves its garbage to the next: collected once the pages are made and after
// the bundles (src/build/gatsby/garbage.ts), and by Gatsby itself before its state saves and page
// data (gatsby+5.16.1+003+garbage.patch).
export const onPreBuild: GatsbyNode['onPreBuild'] = () => collectGarbage();

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  // Gatsby builds in its working directory (the CLI's own `program.directory`).
  const publicDir = path.resolve('public');
  writeRewrites(publicDir);
  writeSitemaps(publicDir);
  writeSecurityHeaders(
    publicDir,
    process.env,
    path.resolve('.cache', 'miamo-inline-hashes.json'),
    // The locale folders hold only the planned pages, and page-data/ only their data.
    { paths: plannedPaths(), onlyPagesIn: ['page-data', ...LOCALES] },
  );
};

export const onCreateWebpackConfig = (args: CreateWebpackConfigArgs) => {
  withoutSourceMaps(args);
  withShortClassNames(args);
  withPureModules(args);
  withoutPartytownInBrowser(args);
  defineScriptPreloads(args);
  withStableCompilationHash(args);
  withGarbageCollectedAfterBundles(args);
};
