import type { Messages } from '../core/i18n/messages';
import type { Locale } from '../core/locales/locales';
import type { CmsPage } from '../core/contract/pages';
import type { Term, TermKind } from '../core/contract/taxonomy';
import type { CmsPageKey } from '../core/locales/catalogues';
import type { RecipeAuthor, RecipeDetail } from '../core/recipes/recipe-detail';
import type { Rewrite } from '../core/site/rewrites';
import type { Workshop } from '../core/contract/workshops';
import type { Project } from '../core/contract/cocreation';
import type { VideoSource } from '../core/contract/videos';
import type { EpisodeRecord, ShowRecord } from '../core/contract/shows';
import type { SitemapEntry } from '../core/site/sitemap';
import type { ShellContext } from '../core/site/page-context';

/** The templates of src/templates that pages are made from. */
export type TemplateName =
  | 'home'
  | 'cms-page'
  | 'universe'
  | 'recipe'
  | 'search'
  | 'profile'
  | 'premium'
  | 'account'
  | 'listing'
  | 'index-page'
  | 'client-routes'
  | 'community-feed'
  | 'creators'
  | 'creators-questionnaire'
  | 'kids-converter'
  | 'workshops'
  | 'workshop'
  | 'cocreation'
  | 'shows'
  | 'show'
  | 'episode'
  | 'preview'
  | 'shopping-list'
  | 'shared-collection'
  | 'not-found';

/** A page to create: its path, its template and the context the template receives. */
export interface PlannedPage {
  path: string;
  template: TemplateName;
  context: ShellContext;
}

/** What the build reads for one locale: its messages and, from the API, its catalogue. */
export interface LocaleSources {
  messages: Messages;
  recipes: RecipeDetail[];
  terms: Record<TermKind, Term[]>;
  /** The locale's CMS pages by key (locales/{locale}/site.json names their ids); null where it has none. */
  cms: Record<CmsPageKey, CmsPage | null>;
  /** The ids of the locale's recipes that use each ingredient, by ingredient id. */
  recipesWithIngredient: Record<string, string[]>;
  /** The members who wrote recipes of the locale, by id (absent: the build could not read them). */
  authors?: Record<string, RecipeAuthor>;
  /** The workshops with words in the locale's language, soonest first. */
  workshops?: Workshop[];
  /** The co-creation projects with words in the locale's language. */
  projects?: Project[];
  /** The recipes' videos, by recipe id. */
  videos?: Record<string, VideoSource>;
  /** The locale's cooking shows in their order, and their episodes by season and number. */
  shows?: ShowRecord[];
  episodes?: EpisodeRecord[];
}

export type SiteSources = Record<Locale, LocaleSources>;

/** The whole site: every page of every locale, each locale's sitemap entries, the rewrites manifest. */
export interface SitePlan {
  pages: PlannedPage[];
  sitemaps: Map<Locale, SitemapEntry[]>;
  rewrites: Rewrite[];
}
