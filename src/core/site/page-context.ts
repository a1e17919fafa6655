import type { Workshop } from '../contract/workshops';
import type { Project } from '../contract/cocreation';
import type { VideoSource } from '../contract/videos';
import type { EpisodeRecord, ShowRecord } from '../contract/shows';
import type { MeasuredIngredient } from '../kitchen/measures';
import type { Vertical } from '../locales/routes';
import type { RecipeDetail, RecipeNames } from '../recipes/recipe-detail';
import type { RecipeSummary } from '../recipes/recipe-summary';
import type { ListedRecipes } from '../search/more-recipes';
import type { ShellContext } from './shell-context';

/**
 * What the build hands each template (src/build writes it, src/templates and src/app read it), so
 * it is core's: both sides import it, and neither imports the other.
 */
export type { ListedRecipes, ShellContext };

export interface HomeContext extends ShellContext {
  recipes: RecipeSummary[];
  /** The home hub's CMS blocks (hero, app, newsletter), when the catalogue has them. */
  blocks: Partial<Record<'hero' | 'app' | 'newsletter', { heading: string; paragraphs: string[] }>>;
  canonicalPath: string;
}

export interface UniverseContext extends ShellContext, ListedRecipes {
  vertical: Vertical;
}

export interface RecipeContext extends ShellContext {
  recipe: RecipeDetail;
  /** Each ingredient line's quantity for the recipe's servings in the locale's units ("¾ cup"). */
  quantities: string[];
  names: RecipeNames;
  /** The recipe's video (HLS), when it has one. */
  video?: VideoSource | null;
}

/** A page that lists recipes under a heading: a category, a diet, an ingredient, the kids home. */
export interface ListingContext extends ShellContext, ListedRecipes {
  title: string;
  intro?: string;
  /** The message when nothing is listed (SPEC section 8). */
  empty: 'errors.comingSoon' | 'errors.noIngredientRecipe';
  canonicalPath: string;
  vertical?: Vertical;
  /** The category a category page lists (its id), for rules such as the age gate. */
  category?: string;
  /** Links to narrower pages: a category's pages by universe. */
  related?: { title: string; links: { label: string; to: string }[] };
}

/** A page of links: every category and diet, or every ingredient (the ingredient sitemap). */
export interface IndexContext extends ShellContext {
  title: string;
  canonicalPath: string;
  groups: { title?: string; links: { label: string; to: string }[] }[];
}

export interface CmsContext extends ShellContext {
  page: {
    kind: string;
    title: string;
    description: string;
    sections: { id?: string; heading: string; paragraphs: string[] }[];
  };
  canonicalPath: string;
}

export interface AccountContext extends ShellContext {
  screen: 'login' | 'signup' | 'forgottenPassword' | 'resetPassword' | 'validation';
}

export interface ProfileContext extends ShellContext {
  screen: 'profile' | 'history' | 'settings' | 'myRecipes' | 'moderation';
}

export interface PremiumContext extends ShellContext {
  screen: 'accountPremium' | 'profilePremium';
}

/** The kids converter with one ingredient chosen, and links to every other one (SPEC section 3). */
export interface KidsConverterContext extends ShellContext {
  ingredients: { id: MeasuredIngredient; name: string; path: string }[];
  selected: MeasuredIngredient;
  canonicalPath: string;
}

/** The workshops of the locale's language as the build saw them; places and states load in the browser. */
export interface WorkshopsContext extends ShellContext {
  workshops: Workshop[];
  canonicalPath: string;
}

export interface WorkshopContext extends ShellContext {
  workshop: Workshop;
  canonicalPath: string;
}

/** The co-creation projects as the build saw them; states and members refresh in the browser. */
export interface CocreationContext extends ShellContext {
  projects: Project[];
  canonicalPath: string;
}

/** The shows home: the newest episodes, every show and its teaser. */
export interface ShowsContext extends ShellContext {
  shows: ShowRecord[];
  newEpisodes: EpisodeRecord[];
  canonicalPath: string;
}

/** A show and its episodes, by season and number. */
export interface ShowContext extends ShellContext {
  show: ShowRecord;
  episodes: EpisodeRecord[];
  canonicalPath: string;
}

/** An episode's video page, with its neighbours in the show (swipe, arrow keys, buttons). */
export interface EpisodeContext extends ShellContext {
  episode: EpisodeRecord;
  showPath: string;
  previous: { path: string; title: string } | null;
  next: { path: string; title: string } | null;
  canonicalPath: string;
}
