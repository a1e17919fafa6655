import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { selectIsLoggedIn } from '../../store/session-selectors';
import { loadSession } from '../../store/store-proxy';
import * as styles from './add-to-shopping-list.module.css';

/** "Add to shopping list": the recipe's ingredients at the servings chosen, merged into the list. */
export function AddToShoppingList({ recipe, people }: { recipe: RecipeDetail; people: number }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const hydrated = useHydrated();
  const ingredients = recipe.ingredients ?? [];
  if (ingredients.length === 0) return null;
  const addAll = async () => {
    setState('adding');
    // The list's code, and the store saying who adds, load when the cook first adds to it.
    const added = await Promise.all([import('./shopping-list-actions'), loadSession()])
      .then(([{ addToShoppingList }, store]) =>
        addToShoppingList(recipe, people, selectIsLoggedIn(store.getState()), store.dispatch),
      )
      .catch(() => false);
    setState(added ? 'added' : 'failed');
  };
  return (
    <div className={styles.addBox}>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => void addAll()}
        disabled={!hydrated || state === 'adding'}
      >
        {t('shopping.addRecipe')}
      </button>
      <p role="status" className={styles.addStatus}>
        {state === 'added' && (
          <>
            {t('shopping.added')} <Link to={routeTo(locale, 'shoppingList')}>{t('shopping.seeList')}</Link>
          </>
        )}
        {state === 'failed' && t('shopping.failed')}
      </p>
    </div>
  );
}
