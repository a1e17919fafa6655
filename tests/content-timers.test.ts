import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentRecipes } from '../server/seed/content-recipes';
import { findTimers } from '../src/core/kitchen/timers';
import { LANGUAGES, type Language } from '../src/core/locales/locales';

// Cook mode's timers (issue 18) on the hand-written catalogue: each translation names the times its English names.
const timersOf = (text: string, language: Language) =>
  findTimers(text, language).map(({ seconds, maxSeconds }) =>
    seconds === maxSeconds ? seconds : [seconds, maxSeconds],
  );

/** Where a translation names a time its English does not (a figure of speech, not a timer). */
const TRANSLATION_ONLY: Record<string, string> = {
  'chocolate-lava-cake pt 2': 'de 30 em 30 segundos: the English says "in short bursts"',
};

describe('findTimers on every seed recipe', () => {
  const recipes = readContentRecipes(path.resolve(__dirname, '../content'));

  it('finds a timer in most recipes', () => {
    const timed = recipes.filter((recipe) =>
      recipe.en.steps.some((step) => findTimers(step.description, 'en').length > 0),
    );
    expect(timed.length).toBeGreaterThan(recipes.length / 2);
  });

  it.each(recipes.map((recipe) => [recipe.en.id, recipe] as const))(
    '%s: every language finds the timers the English finds',
    (id, recipe) => {
      recipe.en.steps.forEach((step, index) => {
        const english = timersOf(step.description, 'en');
        for (const language of LANGUAGES) {
          const translated = recipe[language]?.steps[index];
          if (!translated || TRANSLATION_ONLY[`${id} ${language} ${index + 1}`]) continue;
          expect({ id, language, step: index + 1, timers: timersOf(translated.description, language) }).toEqual({
            id,
            language,
            step: index + 1,
            timers: english,
          });
        }
      });
    },
  );
});
