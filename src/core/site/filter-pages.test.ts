import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/messages.json';
import enGb from '../../../locales/en-gb/messages.json';
import enUs from '../../../locales/en-us/messages.json';
import esEs from '../../../locales/es-es/messages.json';
import esMx from '../../../locales/es-mx/messages.json';
import fr from '../../../locales/fr/messages.json';
import it_ from '../../../locales/it/messages.json';
import ptBr from '../../../locales/pt-br/messages.json';
import { type Messages, createTranslator } from '../i18n/messages';
import { LOCALES, type Locale, htmlLangOf } from '../locales/locales';
import { parseRoute } from '../locales/routes';
import { filterPagesOf, matchesFilter, reservedCategorySlugs } from './filter-pages';

const CATALOGUES = {
  'en-us': enUs,
  'en-gb': enGb,
  fr,
  de,
  it: it_,
  'es-es': esEs,
  'es-mx': esMx,
  'pt-br': ptBr,
} as Record<Locale, unknown>;
const tOf = (locale: Locale) => createTranslator(CATALOGUES[locale] as Messages, htmlLangOf(locale)).t;

describe('filter pages (SPEC "Filter pages": diet, difficulty, preparation time)', () => {
  it('gives each locale 5 diet, 4 difficulty and 3 time pages, each at its own address', () => {
    for (const locale of LOCALES) {
      const pages = filterPagesOf(locale, tOf(locale));
      expect(pages.map((page) => page.kind)).toEqual([
        ...Array(5).fill('diet'),
        ...Array(4).fill('difficulty'),
        ...Array(3).fill('time'),
      ]);
      expect(new Set(pages.map((page) => page.path)).size).toBe(12);
      for (const page of pages) {
        expect(page.path).toMatch(/^\/[a-z-]+\/c\/[a-z]+\/[a-z0-9/-]+\/$/);
        expect(parseRoute(page.path)?.page).toBe(
          page.kind === 'diet' ? 'category' : page.kind === 'difficulty' ? 'difficultyFilter' : 'timeFilter',
        );
      }
    }
  });

  it("uses the locale's words and titles", () => {
    const fr = filterPagesOf('fr', tOf('fr'));
    expect(fr.find((page) => page.value === 'easy')).toMatchObject({
      path: '/fr/c/recettes/difficulte/facile/',
      title: 'Recettes faciles',
    });
    expect(fr.find((page) => page.value === 15)).toMatchObject({
      path: '/fr/c/recettes/moins-de/15-min/',
      title: 'Moins de 15 minutes de préparation',
    });
    expect(filterPagesOf('en-us', tOf('en-us')).find((page) => page.value === 'vegan')?.path).toBe(
      '/en-us/c/recipes/vegan/',
    );
  });

  it('lets a category keep its address over a diet of the same word', () => {
    const pages = filterPagesOf('en-us', tOf('en-us'), new Set(['vegan']));
    expect(pages.some((page) => page.value === 'vegan')).toBe(false);
    expect(pages).toHaveLength(11);
  });

  it('lists the recipes the search filters would', () => {
    const [vegetarian] = filterPagesOf('de', tOf('de'));
    const pages = filterPagesOf('de', tOf('de'));
    const easy = pages.find((page) => page.value === 'easy')!;
    const under30 = pages.find((page) => page.value === 30)!;
    const recipe = { diets: ['vegetarian'], difficulty: 'easy', preparation_time: 30 };
    expect(matchesFilter(vegetarian!, recipe)).toBe(true);
    expect(matchesFilter(easy, recipe)).toBe(true);
    expect(matchesFilter(under30, recipe)).toBe(true);
    expect(matchesFilter(under30, { ...recipe, preparation_time: 31 })).toBe(false);
    expect(matchesFilter(easy, { ...recipe, difficulty: 'quick' })).toBe(false);
  });

  it('reserves the diet and filter words from new categories', () => {
    expect(reservedCategorySlugs('fr', tOf('fr'))).toEqual(
      expect.arrayContaining(['vegetarien', 'difficulte', 'moins-de']),
    );
  });
});
