import { Link } from 'gatsby';
import React from 'react';
import { cardPicture, placeholderUrl } from '../../core/images/image-url';
import { routeTo } from '../../core/locales/routes';
import type { RecipeSummary } from '../../core/recipes/recipe-summary';
import { useI18n } from '../i18n/i18n-provider';
import * as styles from './recipe-card.module.css';

const LockIcon = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="4" y="10" width="16" height="12" rx="2" fill="currentColor" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="3" />
  </svg>
);

/** What a page puts on each card, over the picture's corner (the favourite heart): the card knows no feature. */
export type CardActions = (recipe: RecipeSummary) => React.ReactNode;

interface RecipeCardProps {
  recipe: RecipeSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The list's first picture, the page's largest as it opens: asked for before the scripts. */
  leading?: boolean;
  actions?: React.ReactNode;
}

/** A recipe in a list: its picture box (reserved, no layout shift), actions, title, time and difficulty. */
export function RecipeCard({ recipe, headingLevel = 3, eager = false, leading = false, actions }: RecipeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { locale, t } = useI18n();
  const [first = '#c62828', second = '#ffc627', third = '#fff4e0'] = recipe.palette;
  return (
    <article className={styles.card}>
      <div
        className={styles.picture}
        style={{
          background: recipe.web_cover_thumbnail
            ? `center / cover url("${placeholderUrl(recipe.web_cover_thumbnail)}") ${third}`
            : `radial-gradient(circle at 30% 30%, ${third} 0 18%, ${second} 19% 42%, ${first} 43%)`,
        }}
      >
        {recipe.web_cover_thumbnail && (
          <img
            className={styles.image}
            {...cardPicture(recipe.web_cover_thumbnail)}
            width={400}
            height={400}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={leading ? 'high' : undefined}
            decoding="async"
          />
        )}
        <span className={styles.badges}>
          {recipe.access_mode === 'premium' && (
            <span className={styles.badge}>
              <LockIcon />
              {t('recipe.premium')}
            </span>
          )}
          {recipe.access_mode === 'book' && (
            <span className={styles.badge}>
              <LockIcon />
              {t('recipe.bookOnly')}
            </span>
          )}
          {recipe.has_video && <span className={styles.badge}>▶ {t('recipe.hasVideo')}</span>}
        </span>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
      <Heading className={styles.title}>
        <Link to={routeTo(locale, 'recipe', { slug: recipe.url_slug })} className={styles.link}>
          {recipe.title}
        </Link>
      </Heading>
      <p className={styles.facts}>
        <span>
          <span className="visually-hidden">{t('recipe.totalTimeLabel')}: </span>
          {t('recipe.totalTime', { minutes: recipe.total_time })}
        </span>
        <span>
          <span className="visually-hidden">{t('recipe.difficultyLabel')}: </span>
          {t(`recipe.difficulty.${recipe.difficulty}`)}
        </span>
      </p>
    </article>
  );
}

/** The first row of a phone screen loads at once: it holds the page's largest picture. */
const EAGER_CARDS = 2;

/** Cards under a section heading use h3; directly under the page's h1, pass headingLevel 2. */
export function RecipeGrid({
  recipes,
  headingLevel,
  actions,
}: {
  recipes: RecipeSummary[];
  headingLevel?: 2 | 3;
  actions?: CardActions;
}) {
  return (
    <ul className={styles.grid}>
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard
            recipe={recipe}
            headingLevel={headingLevel}
            eager={index < EAGER_CARDS}
            leading={index === 0}
            actions={actions?.(recipe)}
          />
        </li>
      ))}
    </ul>
  );
}
