import { expect, it } from 'vitest';
import { PURE_MODULES } from './pure-modules';

it('declares the pure rules and the recipe JSON-LD free of side effects, and nothing imported for them', () => {
  expect(PURE_MODULES.test('/site/src/core/kitchen/measures.ts')).toBe(true);
  expect(PURE_MODULES.test('C:\\site\\src\\core\\rules.ts')).toBe(true);
  expect(PURE_MODULES.test('/site/src/features/recipe-page/recipe-json-ld.tsx')).toBe(true);
  // Imported for what they do: the store runtime attaches the store as it loads.
  expect(PURE_MODULES.test('/site/src/app/store-runtime.ts')).toBe(false);
  expect(PURE_MODULES.test('/site/src/features/recipe-page/recipe-view.tsx')).toBe(false);
});
