import React, { useState } from 'react';
import { Link } from 'gatsby';
import { useI18n } from '../../components/i18n/i18n-provider';
import { BRAND } from '../../core/brand/brand';
import { abbreviateCount } from '../../core/format/count';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail, RecipeNames } from '../../core/recipes/recipe-detail';
import { afterHydration } from '../../components/lazy/after-hydration';
import { storeWanted, withStore } from '../../store/with-store';
import type { VideoSource } from '../../core/contract/videos';
import { LockedPanel } from './locked-panel';
import { RecipeBody } from './recipe-body';
import { RecipeCover } from './recipe-cover';
import { RecipeFacts } from './recipe-facts';
import type { CookModeSlot } from './recipe-steps';
import * as styles from './recipe-page.module.css';

type UnlockerProps = { recipe: RecipeDetail; onUnlocked: (unlocked: RecipeDetail | null) => void };

/** The unlocking of a locked recipe (recipe-unlocker.tsx), with the store it reads, loaded for members. */
const Unlocker = afterHydration<UnlockerProps>(
  withStore(() => import('./recipe-unlocker').then((module) => module.RecipeUnlocker)),
  null,
  storeWanted,
);

/** The whole recipe (the page adds its member actions, the favourite heart): cover or video, title, key facts, then ingredients and steps or the locked panel. */
export function RecipeView({
  recipe: published,
  quantities,
  names,
  actions,
  recreations,
  ratingSummary,
  ratingAndComments,
  video,
  cookMode,
  shoppingList,
}: {
  recipe: RecipeDetail;
  /** The ingredients' quantities as the build wrote them (recipe pages), so the page need not compute them. */
  quantities?: string[];
  names: RecipeNames;
  /** The recipe's video, played in place of the cover. */
  video?: VideoSource | null;
  actions?: React.ReactNode;
  /** "I made it!" and the gallery of the community's re-creations (the community feature's). */
  recreations?: React.ReactNode;
  /** The stars and number of ratings beside the title, in place of the bare count (the ratings feature's). */
  ratingSummary?: React.ReactNode;
  /** The rating form and the comments, at the end of the page (the ratings and comments features'). */
  ratingAndComments?: React.ReactNode;
  cookMode?: CookModeSlot;
  /** "Add to shopping list" below the ingredients, at the servings chosen (the kitchen feature's). */
  shoppingList?: CookModeSlot;
}) {
  const { t, plural, locale, intlLocale } = useI18n();
  const [unlocked, setUnlocked] = useState<RecipeDetail | null>(null);
  // Only this recipe's: the view may stay mounted from one recipe page to the next.
  const recipe = published.locked && unlocked?.id === published.id ? { ...published, ...unlocked } : published;
  return (
    <article className={styles.recipe}>
      {published.locked && <Unlocker recipe={published} onUnlocked={setUnlocked} />}
      <div className={styles.top}>
        <RecipeCover recipe={recipe} video={video} />
        <div className={styles.intro}>
          <p className={styles.universe}>
            <Link to={routeTo(locale, 'universe', { vertical: recipe.vertical })}>
              {t(`universe.${recipe.vertical}` as 'universe.original')}
            </Link>
          </p>
          <h1 className={styles.title}>{recipe.title}</h1>
          {recipe.subtitle && <p className={styles.subtitle}>{recipe.subtitle}</p>}
          {names.author && (
            <p className={styles.byline} data-testid="recipe-byline">
              {t('recipe.by')}{' '}
              <Link to={routeTo(locale, 'publicProfile', { user: names.author.user })}>
                {names.author.name || t('profile.member')}
              </Link>
            </p>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
          <RecipeFacts recipe={recipe} />
          <p className={styles.description}>{recipe.description}</p>
          <ul className={styles.tags} aria-label={t('recipe.diets')}>
            {recipe.diets.map((diet) => (
              <li key={diet}>{t(`diet.${diet}` as 'diet.vegan')}</li>
            ))}
          </ul>
          <p className={styles.meta}>
            <span>
              {t('recipe.category')}: {names.category}
            </span>
            <span>
              {t('recipe.origin')}: {names.origin}
            </span>
          </p>
          <p className={styles.meta}>
            <span>
              {plural('recipe.views', recipe.viewCount, { count: abbreviateCount(recipe.viewCount, intlLocale) })}
            </span>
            {ratingSummary ?? (
              <span>
                {plural('recipe.ratings', recipe.ratings_count, {
                  count: abbreviateCount(recipe.ratings_count, intlLocale),
                })}
              </span>
            )}
          </p>
          {recipe.author === null && (
            <p className={styles.author}>
              {t('recipe.by', { author: BRAND })} <span className={styles.badge}>{t('badge.miamo-staff')}</span>
            </p>
          )}
          {!recipe.locked && (
            <a className={styles.jump} href="#ingredients-title">
              {t('recipe.jumpToRecipe')}
            </a>
          )}
        </div>
      </div>
      {recipe.locked ? (
        <LockedPanel recipe={recipe} />
      ) : (
        <RecipeBody
          recipe={recipe}
          quantities={recipe === published ? quantities : undefined}
          cookMode={cookMode}
          shoppingList={shoppingList}
        />
      )}
      <div className={styles.community}>
        {recreations}
        {ratingAndComments}
      </div>
    </article>
  );
}
