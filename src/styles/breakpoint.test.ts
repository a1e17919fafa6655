import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../core/rules';

/**
 * CSS cannot import a TypeScript constant, so every width media query of the site is read here
 * and held to MOBILE_BREAKPOINT_PX (SPEC section 9): mobile up to it, the wider layout above it.
 */
const SRC = path.resolve(__dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

it('puts every width media query at the mobile breakpoint', () => {
  const queries = cssFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*\((min|max)-width:\s*([^)]+)\)/g)].map((match) => ({
      file: path.relative(SRC, file),
      query: `${match[1]}-width: ${match[2].trim()}`,
    })),
  );
  const allowed = [`max-width: ${MOBILE_BREAKPOINT_PX}px`, `min-width: ${MOBILE_BREAKPOINT_PX + 1}px`];
  expect(queries.filter((q) => !allowed.includes(q.query))).toEqual([]);
  // Both sides are in use: the header's mobile menu and the wider layouts.
  expect(new Set(queries.map((q) => q.query))).toEqual(new Set(allowed));
});
