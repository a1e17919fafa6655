import { BRAND_SLUG } from '../brand/brand';
import { type PathKey, siteOf } from './catalogues';
import { type Locale, isLocale, toLocale } from './locales';

/** The five recipe universes, as they appear in URLs (SPEC section 2). */
export const VERTICALS = ['original', 'daily', 'light-and-fun', 'kids', 'cocktails'] as const;
export type Vertical = (typeof VERTICALS)[number];

export function isVertical(value: unknown): value is Vertical {
  return typeof value === 'string' && (VERTICALS as readonly string[]).includes(value);
}

/**
 * Every page of the site as a template of segments: `{word}` is the locale's path word of that
 * key, `:param` a parameter, anything else a literal. The order is the matching order.
 */
const TEMPLATES = {
  home: '',
  hubHome: '{hubHome}',
  universe: '{recipes}/:vertical',
  recipe: '{recipes}/:slug',
  recipeById: '{recipeById}/:id',
  categories: '{category}/{recipes}',
  category: '{category}/{recipes}/:slug',
  // Filter pages before a category's universe page: a filter word is never a category slug.
  difficultyFilter: '{category}/{recipes}/{difficultyFilter}/:level',
  timeFilter: '{category}/{recipes}/{timeFilter}/:minutes',
  categoryVertical: '{category}/{recipes}/:slug/:vertical',
  kids: '{kids}',
  search: '{search}',
  story: '{story}',
  kidsConverter: '{kidsConverter}',
  // The converter with one ingredient chosen: its table is in the static page, no JavaScript needed.
  kidsConverterIngredient: '{kidsConverter}/:slug',
  legal: '{legal}',
  legalCreators: '{legalCreators}',
  mobileApp: '{mobileApp}',
  // A post shared from the app (SPEC section 2, mobile-app post redirection), client-rendered.
  appPost: '{mobileApp}/post/:uuid',
  textTheApp: '{textTheApp}',
  landing: '{landing}',
  ingredients: '{ingredient}',
  ingredient: '{ingredient}/:slug',
  signup: '{signup}',
  login: '{login}',
  forgottenPassword: '{forgottenPassword}',
  resetPassword: '{accounts}/{resetPassword}',
  // The e-mailed links' path forms (SPEC section 2 fallback routes); the query forms keep working.
  resetPasswordLink: '{accounts}/{resetPassword}/:token',
  accountPremium: '{accounts}/{premium}',
  validation: '{accounts}/{validation}',
  validationLink: '{accounts}/{validation}/:auth_id/:activation_key',
  profile: '{profile}',
  publicProfile: '{profile}/u/:user',
  myRecipes: '{profile}/{myRecipes}',
  // One recipe being written, client-rendered (its uuid is known only in the browser).
  myRecipe: '{profile}/{myRecipes}/:uuid',
  moderation: '{profile}/{moderation}',
  history: '{profile}/{history}',
  settings: '{profile}/{settings}',
  profilePremium: '{profile}/{premium}',
  book: '{book}/:uuid',
  workshops: '{workshops}',
  workshop: '{workshops}/:slug',
  communityFeed: '{communityFeed}',
  // One re-creation, client-rendered under the feed's words (SPEC section 2, fallback route 7).
  communityPost: '{communityFeed}/:uuid',
  cocreation: '{cocreation}',
  creators: '{creators}',
  creatorsQuestionnaire: '{creators}/{questionnaire}',
  shows: '{shows}',
  // A staff preview of unpublished content: client-rendered, its secret in the query.
  preview: '{preview}',
  show: '{shows}/:slug',
  episode: '{shows}/:show/:episode',
  // The cook's shopping list (issue 18): a visitor's in the browser, a member's in the account.
  shoppingList: '{shoppingList}',
  // A member's recipe collection shared by link: client-rendered, its secret in the query.
  sharedCollection: '{sharedCollection}',
} as const;

export type Page = keyof typeof TEMPLATES;
export const PAGES = Object.keys(TEMPLATES) as Page[];

type ParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends Page> = { [K in ParamNames<(typeof TEMPLATES)[P]>]: string };
type Args<P extends Page> = [ParamNames<(typeof TEMPLATES)[P]>] extends [never] ? [] : [RouteParams<P>];

/** The path word of a key in a locale, with the brand filled in (fr kids converter). */
export function pathWord(locale: Locale, key: PathKey): string {
  return siteOf(locale).paths[key].replace('{product}', BRAND_SLUG);
}

function segmentsOf(locale: Locale, page: Page): string[] {
  const template: string = TEMPLATES[page];
  if (!template) return [];
  return template.split('/').flatMap((part) => {
    if (part.startsWith('{')) return pathWord(locale, part.slice(1, -1) as PathKey).split('/');
    return [part];
  });
}

/**
 * The one route builder: every link of the site is made here, locale first, trailing slash,
 * parameters URL-encoded. `routeTo('fr', 'universe', {vertical: 'kids'})` is `/fr/recettes/kids/`.
 */
export function routeTo<P extends Page>(locale: Locale, page: P, ...args: Args<P>): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  const parts = segmentsOf(toLocale(locale), page).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (!value) throw new Error(`routeTo(${locale}, ${page}): missing parameter ${segment.slice(1)}`);
    return encodeURIComponent(value);
  });
  return `/${[locale, ...parts].join('/')}/`.replace(/\/+/g, '/');
}

/** The wildcard a client-rendered fallback page answers for, e.g. `/fr/recettes/*`. */
export function matchPathOf(locale: Locale, page: Page): string {
  const fixed = segmentsOf(toLocale(locale), page).filter((s) => !s.startsWith(':'));
  return `/${[locale, ...fixed].join('/')}/*`;
}

export interface ParsedRoute {
  locale: Locale;
  page: Page;
  params: Record<string, string>;
}

/** A parameter of a parsed route: parseRoute fills every `:name` of the page's pattern. */
export function routeParam(route: ParsedRoute, name: string): string {
  const value = route.params[name];
  if (value === undefined) throw new Error(`The ${route.page} route has no :${name} parameter`);
  return value;
}

/**
 * Reads a path back into (locale, page, params), or null when it is no page of the site.
 * Universe pages win over recipe pages because a slug may never be a vertical's name.
 */
export function parseRoute(path: string): ParsedRoute | null {
  const [pathname = ''] = path.split(/[?#]/);
  const [first, ...rest] = pathname.split('/').filter(Boolean).map(safeDecode);
  if (!isLocale(first)) return null;
  for (const page of PAGES) {
    const segments = segmentsOf(first, page);
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const value = rest[index];
      if (value !== undefined && segment.startsWith(':')) {
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === value;
    });
    if (!matches) continue;
    if ((page === 'universe' || page === 'categoryVertical') && !isVertical(params.vertical)) continue;
    return { locale: first, page, params };
  }
  return null;
}

/**
 * The same page in another locale, for the locale switcher. Pages whose parameter is a
 * per-language slug (a recipe, a category, an ingredient) pass their own alternates instead;
 * without one, the other locale's home is the closest equivalent.
 */
export function equivalentPath(path: string, target: Locale): string {
  const parsed = parseRoute(path);
  if (!parsed || SLUG_PAGES.has(parsed.page)) return routeTo(target, 'home');
  // A one-time link's secret never goes into another link: the page without it.
  const base = SECRET_PATH_PAGES[parsed.page as keyof typeof SECRET_PATH_PAGES];
  if (base) return routeTo(target, base);
  return routeTo(target, parsed.page, ...([parsed.params] as Args<typeof parsed.page>));
}

const SLUG_PAGES = new Set<Page>([
  'recipe',
  'category',
  'categoryVertical',
  'difficultyFilter',
  'ingredient',
  'kidsConverterIngredient',
  'workshop',
  'show',
  'episode',
]);

/** The path forms of e-mailed links, and the page each is a form of. */
export const SECRET_PATH_PAGES = {
  validationLink: 'validation',
  resetPasswordLink: 'resetPassword',
} as const satisfies Partial<Record<Page, Page>>;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
