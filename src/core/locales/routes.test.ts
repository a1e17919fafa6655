import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { PAGES, equivalentPath, matchPathOf, parseRoute, pathWord, routeTo } from './routes';
import type { PathKey } from './catalogues';

// SPEC section 2, the locale path segments table, column by column (es covers es-es and es-mx).
const TABLE: Record<string, Record<'de' | 'en' | 'fr' | 'es' | 'it' | 'pt-br', string | null>> = {
  recipes: { de: 'rezepte', en: 'recipes', fr: 'recettes', es: 'recetas', it: 'ricette', 'pt-br': 'receitas' },
  book: { de: 'buch', en: 'book', fr: 'livre', es: 'libro', it: 'libro', 'pt-br': 'livro' },
  profile: { de: 'profil', en: 'profile', fr: 'profil', es: 'perfil', it: 'profilo', 'pt-br': 'profile' },
  workshops: {
    de: 'koch-workshops',
    en: 'cooking-classes',
    fr: 'ateliers',
    es: 'talleres-de-cocina',
    it: 'laboratori-di-cucina',
    'pt-br': 'oficinas-de-culinaria',
  },
  kidsConverter: {
    de: 'umrechnungstool',
    en: 'kids-converter',
    fr: 'convertisseur-en-tasses-et-doses-miamo',
    es: 'convertidor-kids',
    it: null,
    'pt-br': 'conversor-kids',
  },
  search: { de: 'search', en: 'search', fr: 'recherche', es: 'buscar', it: 'ricerca', 'pt-br': null },
  communityFeed: {
    de: 'community/feed',
    en: 'community/feed',
    fr: 'communaute/fil',
    es: 'comunidad/flujo',
    it: 'community/feed',
    'pt-br': 'comunidade',
  },
  cocreation: {
    de: 'mitgestalten',
    en: 'cocreation',
    fr: 'cocreation',
    es: 'cocreacion',
    it: 'cocreazione',
    'pt-br': 'cocriacao',
  },
  creators: { de: 'creator', en: 'creators', fr: 'creators', es: 'creadores', it: 'creators', 'pt-br': null },
  legal: {
    de: 'allgemeine-geschaeftsbedingungen',
    en: 'terms-and-conditions',
    fr: 'mentions-legales',
    es: 'terminos-y-condiciones',
    it: 'termini-e-condicoes',
    'pt-br': null,
  },
  mobileApp: { de: 'app', en: null, fr: 'app-mobile', es: 'app-movil', it: null, 'pt-br': null },
  accounts: { de: 'accounts', en: 'accounts', fr: 'accounts', es: 'accounts', it: 'accounts', 'pt-br': 'accounts' },
  hubHome: { de: 'home', en: 'home', fr: 'home', es: 'home', it: 'homepage', 'pt-br': 'home' },
  ingredient: {
    de: 'ingredient',
    en: 'ingredient',
    fr: 'ingredient',
    es: 'ingredient',
    it: 'ingrediente',
    'pt-br': 'ingredient',
  },
  forgottenPassword: {
    de: 'forgottenpassword',
    en: 'forgottenpassword',
    fr: 'mot-de-passe-oublie',
    es: 'contrasenaolvidada',
    it: 'forgottenpassword',
    'pt-br': 'forgottenpassword',
  },
  myRecipes: {
    de: 'my-recipes',
    en: 'my-recipes',
    fr: 'mes-recettes',
    es: 'mis-recetas',
    it: 'my-recipes',
    'pt-br': 'my-recipes',
  },
  history: { de: 'history', en: 'history', fr: 'historique', es: 'historial', it: 'history', 'pt-br': 'history' },
  settings: { de: 'settings', en: 'settings', fr: 'reglages', es: 'ajustes', it: 'settings', 'pt-br': 'settings' },
};

const column = (locale: Locale) =>
  (locale.startsWith('en') ? 'en' : locale.startsWith('es') ? 'es' : locale) as keyof (typeof TABLE)['recipes'];

describe('path words (SPEC section 2)', () => {
  for (const [key, row] of Object.entries(TABLE)) {
    it.each(LOCALES)(`${key} in %s`, (locale) => {
      const expected = row[column(locale)];
      const word = pathWord(locale, key as PathKey);
      if (expected) expect(word).toBe(expected);
      // A gap of the spec: a URL-safe word of our own.
      else expect(word).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    });
  }

  it('fills the spec rows it names outside the table', () => {
    expect(pathWord('en-us', 'signup')).toBe('signup');
    expect(pathWord('fr', 'signup')).toBe('inscription');
    expect(pathWord('es-mx', 'signup')).toBe('registrarse');
    expect(pathWord('fr', 'login')).toBe('connexion');
    expect(pathWord('es-es', 'login')).toBe('iniciar-sesion');
    expect(pathWord('fr', 'legalCreators')).toBe('mentions-legales-creators');
    expect(routeTo('en-us', 'resetPassword')).toBe('/en-us/accounts/reset-password/');
    expect(routeTo('en-us', 'accountPremium')).toBe('/en-us/accounts/premium/');
    expect(routeTo('en-us', 'story')).toBe('/en-us/story/');
  });

  it('gives every word of every locale in a URL-safe form', () => {
    for (const locale of LOCALES) {
      const params = {
        vertical: 'kids',
        slug: 's',
        id: 'i',
        user: 'u',
        uuid: 'x',
        auth_id: 'a',
        activation_key: 'k',
        token: 't',
        level: 'l',
        minutes: '15-min',
        show: 'sh',
        episode: 'ep',
      };
      for (const page of PAGES) expect(routeTo(locale, page, params as never)).toMatch(/^\/[a-z0-9/-]+\/$/);
    }
  });
});

describe('routeTo', () => {
  it('builds locale-prefixed paths with a trailing slash', () => {
    expect(routeTo('fr', 'home')).toBe('/fr/');
    expect(routeTo('fr', 'universe', { vertical: 'light-and-fun' })).toBe('/fr/recettes/light-and-fun/');
    expect(routeTo('de', 'recipe', { slug: 'käse spätzle' })).toBe('/de/rezepte/k%C3%A4se%20sp%C3%A4tzle/');
    expect(routeTo('es-mx', 'category', { slug: 'postres' })).toBe('/es-mx/c/recetas/postres/');
    expect(routeTo('it', 'publicProfile', { user: 'anna' })).toBe('/it/profilo/u/anna/');
    expect(routeTo('fr', 'communityFeed')).toBe('/fr/communaute/fil/');
    expect(routeTo('fr', 'communityPost', { uuid: 'p-1' })).toBe('/fr/communaute/fil/p-1/');
    expect(routeTo('pt-br', 'communityPost', { uuid: 'p-1' })).toBe('/pt-br/comunidade/p-1/');
    expect(routeTo('pt-br', 'recipeById', { id: '42' })).toBe('/pt-br/recipe/42/');
  });

  it('refuses an unknown locale and a missing parameter', () => {
    expect(() => routeTo('xx' as Locale, 'home')).toThrow(/Unknown locale/);
    expect(() => routeTo('fr', 'recipe', {} as never)).toThrow(/missing parameter slug/);
  });

  it('gives the wildcard of client-only routes per locale', () => {
    expect(matchPathOf('fr', 'recipe')).toBe('/fr/recettes/*');
    expect(matchPathOf('de', 'home')).toBe('/de/*');
  });
});

describe('parseRoute and equivalentPath', () => {
  it('reads a path back, universes before recipe slugs', () => {
    expect(parseRoute('/fr/recettes/kids/')).toEqual({ locale: 'fr', page: 'universe', params: { vertical: 'kids' } });
    expect(parseRoute('/fr/recettes/tarte-tatin/')).toEqual({
      locale: 'fr',
      page: 'recipe',
      params: { slug: 'tarte-tatin' },
    });
    expect(parseRoute('/es-es/perfil/ajustes')).toEqual({ locale: 'es-es', page: 'settings', params: {} });
    expect(parseRoute('/en-gb/community/feed/p-1/')).toEqual({
      locale: 'en-gb',
      page: 'communityPost',
      params: { uuid: 'p-1' },
    });
    expect(parseRoute('/nl/recipes/')).toBeNull();
    expect(parseRoute('/fr/nowhere/at/all/')).toBeNull();
  });

  it('maps a page to the same page in another locale', () => {
    expect(equivalentPath('/fr/recettes/kids/', 'de')).toBe('/de/rezepte/kids/');
    expect(equivalentPath('/es-es/perfil/historial/', 'fr')).toBe('/fr/profil/historique/');
    expect(equivalentPath('/en-us/', 'pt-br')).toBe('/pt-br/');
    // A recipe slug differs per language: without alternates, the home page is the safe target.
    expect(equivalentPath('/fr/recettes/tarte-tatin/', 'it')).toBe('/it/');
    expect(equivalentPath('/fr/unknown/', 'it')).toBe('/it/');
  });
});

describe('the e-mailed links and the browse pages (SPEC section 2)', () => {
  it("builds the path forms of the validation and reset links, in each locale's words", () => {
    expect(routeTo('en-us', 'validationLink', { auth_id: 'u-1', activation_key: 'k_2-x' })).toBe(
      '/en-us/accounts/validation/u-1/k_2-x/',
    );
    expect(routeTo('fr', 'resetPasswordLink', { token: 'T0k-en_' })).toBe('/fr/accounts/reset-password/T0k-en_/');
    for (const locale of LOCALES) {
      expect(
        routeTo(locale, 'validationLink', { auth_id: 'a', activation_key: 'k' }).startsWith(
          routeTo(locale, 'validation'),
        ),
      ).toBe(true);
      expect(matchPathOf(locale, 'validationLink')).toBe(`${routeTo(locale, 'validation')}*`);
      expect(matchPathOf(locale, 'resetPasswordLink')).toBe(`${routeTo(locale, 'resetPassword')}*`);
    }
  });

  it('reads the path forms back, and never carries their secret into another locale', () => {
    expect(parseRoute('/de/accounts/validation/u-1/key/')).toEqual({
      locale: 'de',
      page: 'validationLink',
      params: { auth_id: 'u-1', activation_key: 'key' },
    });
    expect(parseRoute('/it/accounts/reset-password/tok/')).toEqual({
      locale: 'it',
      page: 'resetPasswordLink',
      params: { token: 'tok' },
    });
    expect(equivalentPath('/de/accounts/validation/u-1/key/', 'fr')).toBe('/fr/accounts/validation/');
    expect(equivalentPath('/it/accounts/reset-password/tok/', 'es-mx')).toBe('/es-mx/accounts/reset-password/');
  });

  it('puts a category within one universe and the filter pages under c', () => {
    expect(routeTo('en-us', 'categoryVertical', { slug: 'desserts', vertical: 'kids' })).toBe(
      '/en-us/c/recipes/desserts/kids/',
    );
    expect(routeTo('fr', 'categoryVertical', { slug: 'desserts', vertical: 'daily' })).toBe(
      '/fr/c/recettes/desserts/daily/',
    );
    expect(routeTo('fr', 'difficultyFilter', { level: 'facile' })).toBe('/fr/c/recettes/difficulte/facile/');
    expect(routeTo('de', 'timeFilter', { minutes: '15-min' })).toBe('/de/c/rezepte/unter/15-min/');
    expect(matchPathOf('pt-br', 'category')).toBe('/pt-br/c/receitas/*');
  });

  it('tells a category universe from a filter page and from a deeper path', () => {
    expect(parseRoute('/es-es/c/recetas/postres/kids/')).toEqual({
      locale: 'es-es',
      page: 'categoryVertical',
      params: { slug: 'postres', vertical: 'kids' },
    });
    expect(parseRoute('/es-es/c/recetas/dificultad/facil/')).toEqual({
      locale: 'es-es',
      page: 'difficultyFilter',
      params: { level: 'facil' },
    });
    expect(parseRoute('/en-gb/c/recipes/under/30-min/')).toEqual({
      locale: 'en-gb',
      page: 'timeFilter',
      params: { minutes: '30-min' },
    });
    expect(parseRoute('/en-gb/c/recipes/desserts/nowhere/')).toBeNull();
    expect(parseRoute('/fr/c/recettes/desserts/')).toEqual({
      locale: 'fr',
      page: 'category',
      params: { slug: 'desserts' },
    });
    // Slugs differ per language: the switcher takes the page's alternates, or the home page.
    expect(equivalentPath('/fr/c/recettes/desserts/kids/', 'de')).toBe('/de/');
    expect(equivalentPath('/fr/c/recettes/moins-de/15-min/', 'de')).toBe('/de/c/rezepte/unter/15-min/');
  });
});
