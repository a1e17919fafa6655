import React, { useState } from 'react';
import { Link } from 'gatsby';
import { useI18n } from '../../components/i18n/i18n-provider';
import { BRAND } from '../../core/brand/brand';
import { abbreviateCount } from '../../core/format/count';
import { imageUrl, placeholderUrl, squareSrcSet } from '../../core/images/image-url';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail, RecipeNames } from '../../core/recipes/recipe-detail';
import { afterHydration } from '../../components/lazy/after-hydration';
import { storeWanted, withStore } from '../../store/with-store';
import type { VideoSource } from '../../core/contract/videos';
import { VideoPlayer } from '../../components/video/video-player';
import { IngredientsPanel } from './ingredients-panel';
import { PrintRecipe } from './print-recipe';
import * as styles from './recipe-page.module.css';

const COVER_WIDTHS = [400, 800, 1200] as const;

function Cover({ recipe, video }: { recipe: RecipeDetail; video?: VideoSource | null }) {
  const { t } = useI18n();
  const [videoFailed, setVideoFailed] = useState(false);
  const [first, second, third] = recipe.palette;
  const poster = recipe.web_cover ? imageUrl(recipe.web_cover, { w: 800, h: 800, fit: 'crop' }) : undefined;
  if (video) return <VideoPlayer source={video} title={recipe.title} />;
  return (
    <figure
      className={styles.cover}
      style={{
        background: recipe.web_cover
          ? `center / cover url("${placeholderUrl(recipe.web_cover)}") ${third ?? '#fff'}`
          : `radial-gradient(circle at 30% 30%, ${third} 0 18%, ${second} 19% 42%, ${first} 43%)`,
      }}
    >
      {recipe.video && !videoFailed ? (
        <video
          className={styles.coverMedia}
          controls
          playsInline
          preload="none"
          poster={poster}
          aria-label={t('recipe.video')}
          onError={() => setVideoFailed(true)}
        >
          <source src={recipe.video} onError={() => setVideoFailed(true)} />
        </video>
      ) : (
        recipe.web_cover && (
          <img
            className={styles.coverMedia}
            src={imageUrl(recipe.web_cover, { w: 800, h: 800, fit: 'crop' })}
            srcSet={squareSrcSet(recipe.web_cover, COVER_WIDTHS)}
            sizes="(min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            alt=""
            fetchPriority="high"
          />
        )
      )}
      {videoFailed && (
        <figcaption className={styles.videoError} role="alert">
          {t('errors.videoPlayback')}
        </figcaption>
      )}
    </figure>
  );
}

type UnlockerProps = { recipe: RecipeDetail; onUnlocked: (unlocked: RecipeDetail | null) => void };

/** The unlocking of a locked recipe (recipe-unlocker.tsx), with the store it reads, loaded for members. */
const Unlocker = afterHydration<UnlockerProps>(
  withStore(() => import('./recipe-unlocker').then((module) => module.RecipeUnlocker)),
  null,
  storeWanted,
);

function LockedPanel({ recipe }: { recipe: RecipeDetail }) {
  const { t, locale } = useI18n();
  const book = recipe.access_mode === 'book';
  return (
    <section className={styles.locked} aria-labelledby="locked-title">
      <h2 id="locked-title" className={styles.sectionTitle}>
        {t(book ? 'recipe.locked.bookTitle' : 'recipe.locked.premiumTitle')}
      </h2>
      <p>{t(book ? 'recipe.locked.bookText' : 'recipe.locked.premiumText')}</p>
      <p className={styles.lockedActions}>
        <Link className={styles.primaryAction} to={routeTo(locale, 'accountPremium')}>
          {t('recipe.locked.subscribe')}
        </Link>
        {/* Back to this recipe, its address known to the static HTML too (no mismatch at hydration). */}
        <Link
          to={`${routeTo(locale, 'login')}?next=${encodeURIComponent(routeTo(locale, 'recipe', { slug: recipe.url_slug }))}`}
        >
          {t('recipe.locked.login')}
        </Link>
      </p>
    </section>
  );
}

/** A kitchen action on the recipe as unlocked, at the servings chosen: cook mode, the shopping list. */
type CookModeSlot = (recipe: RecipeDetail, people: number) => React.ReactNode;

function Steps({ recipe, people, cookMode }: { recipe: RecipeDetail; people: number; cookMode?: CookModeSlot }) {
  const { t } = useI18n();
  const names = new Map((recipe.ingredients ?? []).map((item) => [item.ingredient, item.name]));
  return (
    <section className={styles.panel} aria-labelledby="steps-title">
      <div className={styles.panelHead}>
        <h2 id="steps-title" className={styles.sectionTitle}>
          {t('recipe.steps')}
        </h2>
        <div className={styles.stepsActions}>
          {cookMode?.(recipe, people)}
          <PrintRecipe />
        </div>
      </div>
      <ol className={styles.steps}>
        {(recipe.steps ?? []).map((step, index) => (
          <li key={index} id={`step-${index + 1}`} className={styles.step}>
            <h3 className={styles.stepTitle}>{t('recipe.step', { number: index + 1 })}</h3>
            {step.picture && (
              <img
                className={styles.stepPicture}
                src={imageUrl(step.picture, { w: 400, h: 400, fit: 'crop' })}
                width={400}
                height={400}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
            <p>{step.description}</p>
            {step.ingredients.length > 0 && (
              <p className={styles.stepIngredients}>
                {t('recipe.stepIngredients')} {step.ingredients.map((key) => names.get(key) ?? key).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Ingredients and steps, sharing the servings the cook chose (cook mode scales by them too). */
function RecipeBody({
  recipe,
  quantities,
  cookMode,
  shoppingList,
}: {
  recipe: RecipeDetail;
  quantities?: string[];
  cookMode?: CookModeSlot;
  shoppingList?: CookModeSlot;
}) {
  const [people, setPeople] = useState(recipe.numberOfPeople);
  return (
    <div className={styles.body}>
      <IngredientsPanel
        ingredients={recipe.ingredients ?? []}
        quantities={quantities}
        kitchenware={recipe.kitchenware}
        servings={recipe.numberOfPeople}
        people={people}
        onPeopleChange={setPeople}
      >
        {shoppingList?.(recipe, people)}
      </IngredientsPanel>
      <Steps recipe={recipe} people={people} cookMode={cookMode} />
    </div>
  );
}

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
  const minutes = (value: number) => t('recipe.totalTime', { minutes: value });
  return (
    <article className={styles.recipe}>
      {published.locked && <Unlocker recipe={published} onUnlocked={setUnlocked} />}
      <div className={styles.top}>
        <Cover recipe={recipe} video={video} />
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
          <dl className={styles.facts} aria-label={t('recipe.facts')}>
            <div>
              <dt>{t('recipe.totalTimeLabel')}</dt>
              <dd>{minutes(recipe.total_time)}</dd>
            </div>
            <div>
              <dt>{t('recipe.difficultyLabel')}</dt>
              <dd>{t(`recipe.difficulty.${recipe.difficulty}`)}</dd>
            </div>
            <div>
              <dt>{t('recipe.servingsLabel')}</dt>
              <dd>{recipe.numberOfPeople}</dd>
            </div>
          </dl>
          <dl className={styles.times}>
            <div>
              <dt>{t('recipe.preparationTime')}</dt>
              <dd>{minutes(recipe.preparation_time)}</dd>
            </div>
            {recipe.cooking_time > 0 && (
              <div>
                <dt>{t('recipe.cookingTime')}</dt>
                <dd>{minutes(recipe.cooking_time)}</dd>
              </div>
            )}
            {recipe.resting_time > 0 && (
              <div>
                <dt>{t('recipe.restingTime')}</dt>
                <dd>{minutes(recipe.resting_time)}</dd>
              </div>
            )}
          </dl>
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
