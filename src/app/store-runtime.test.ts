import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const APP = path.join(SRC, 'app');
const TEMPLATES = path.join(SRC, 'templates');
const PAGES = path.join(SRC, 'pages');

/** The modules a file imports statically (what loads with it), resolved to files of src/. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?'([^']+)';/gm)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    if (!specifier!.startsWith('.')) return [`package:${specifier}`];
    const base = path.resolve(path.dirname(file), specifier!);
    const found = ['.ts', '.tsx', '/index.ts', ''].map((ext) => base + ext).find((f) => fs.existsSync(f));
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

function reaches(file: string, target: (module: string) => boolean, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return staticImports(file).some(
    (module) => target(module) || (!module.startsWith('package:') && reaches(module, target, seen)),
  );
}

/** Redux Toolkit (with RTK Query) and redux-persist: what the first load goes without. */
const storeLibraries = (module: string) => /^package:(@reduxjs\/toolkit|redux-persist)(\/|$)/.test(module);
const readsStore = (module: string) => storeLibraries(module) || module.endsWith('store/hooks.ts');
const attachesStore = (module: string) => module.endsWith('app/store-runtime.ts');

const pageModules = () =>
  [TEMPLATES, PAGES].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => /\.tsx$/.test(name) && !name.includes('.test.'))
      .map((name) => path.join(dir, name))
      // Gatsby's pages and templates are default exports; the rest is the shell's.
      .filter((file) => /^export default /m.test(fs.readFileSync(file, 'utf8'))),
  );

it('attaches the store before every template or page that reads it renders', () => {
  const missing = pageModules().filter((file) => reaches(file, readsStore) && !reaches(file, attachesStore));
  expect(missing.map((file) => path.relative(SRC, file))).toEqual([]);
});

it("keeps the store's libraries out of the first load of the catalogue's, the community's and the profile's pages", () => {
  const pages = [
    'home.tsx',
    'universe.tsx',
    'listing.tsx',
    'recipe.tsx',
    'search.tsx',
    'community-feed.tsx',
    'profile.tsx',
  ];
  for (const name of pages) expect(reaches(path.join(TEMPLATES, name), storeLibraries), name).toBe(false);
  expect(reaches(path.join(APP, 'app-shell.tsx'), storeLibraries), 'app-shell.tsx').toBe(false);
});
