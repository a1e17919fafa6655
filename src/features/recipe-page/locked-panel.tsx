import { Link } from 'gatsby';
import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import * as styles from './recipe-page.module.css';

/** In place of a locked recipe's ingredients and steps: how to unlock it (premium or its book). */
export function LockedPanel({ recipe }: { recipe: RecipeDetail }) {
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
