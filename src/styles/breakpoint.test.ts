import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../core/rules';

/**
 * CSS cannot import a TypeScript constant: the breakpoint's two media queries are written once, as
 * CSS Modules values in breakpoints.module.css, held here to MOBILE_BREAKPOINT_PX (SPEC section 9):
 * mobile up to it, the wider layout above it. Every other style sheet uses those values.
 */
const SRC = path.resolve(__dirname, '..');
const BREAKPOINTS = path.join(__dirname, 'breakpoints.module.css');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const widthQueries = (text: string) =>
  [...text.matchAll(/\((min|max)-width:\s*([^)]+)\)/g)].map((match) => `${match[1]}-width: ${match[2]!.trim()}`);

it('writes the mobile breakpoint once, at the constant', () => {
  const values = Object.fromEntries(
    [...fs.readFileSync(BREAKPOINTS, 'utf8').matchAll(/@value\s+([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]),
  );
  expect(values).toEqual({
    'mq-phone': `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
    'mq-wider': `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`,
  });
  const byHand = cssFiles(SRC)
    .filter((file) => file !== BREAKPOINTS)
    .flatMap((file) =>
      widthQueries(fs.readFileSync(file, 'utf8')).map((query) => `${path.relative(SRC, file)}: ${query}`),
    );
  expect(byHand).toEqual([]);
});

it('puts every width media query at the mobile breakpoint', () => {
  const media = cssFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/@media\s+([^{]+?)\s*\{/g)]
      .map((match) => match[1])
      .filter((query) => query !== 'print' && !query!.startsWith('(prefers-')),
  );
  expect(media.filter((query) => query !== 'mq-phone' && query !== 'mq-wider')).toEqual([]);
  // Both sides are in use: the header's mobile menu and the wider layouts.
  expect(new Set(media)).toEqual(new Set(['mq-phone', 'mq-wider']));
});
