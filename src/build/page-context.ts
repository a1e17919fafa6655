import type { Messages } from '../core/i18n/messages';
import type { Locale } from '../core/locales/locales';
import type { Vertical } from '../core/locales/routes';
import type { RecipeDetail, RecipeNames } from '../core/recipes/recipe-detail';
import type { RecipeSummary } from '../core/recipes/recipe-summary';

/** What every page of a locale receives: its locale and that locale's messages only. */
export interface ShellContext {
  locale: Locale;
  messages: Messages;
  /** The same page in the other locales, where the generic route mapping cannot know it. */
  alternates?: Partial<Record<Locale, string>>;
  /** The public origin, for canonical and sharing URLs. */
  siteUrl?: string;
}

export interface HomeContext extends ShellContext {
  recipes: RecipeSummary[];
}

export interface UniverseContext extends ShellContext {
  vertical: Vertical;
  recipes: RecipeSummary[];
}

export interface RecipeContext extends ShellContext {
  recipe: RecipeDetail;
  names: RecipeNames;
}
