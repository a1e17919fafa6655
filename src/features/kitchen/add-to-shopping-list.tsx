import { Link } from 'gatsby';
import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { useHydrated } from '../../components/use-hydrated';
import { shoppingLineOf } from '../../core/kitchen/shopping';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { scaleQuantity } from '../../core/recipes/scale';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import * as styles from './shopping-list.module.css';

/** "Add to shopping list": the recipe's ingredients at the servings chosen, merged into the list. */
export function AddToShoppingList({ recipe, people }: { recipe: RecipeDetail; people: number }) {
  const { t, locale } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const hydrated = useHydrated();
  const ingredients = recipe.ingredients ?? [];
  if (ingredients.length === 0) return null;
  const addAll = async () => {
    setState('adding');
    const lines = ingredients.map((line) =>
      shoppingLineOf(
        { ...line, quantity: scaleQuantity(line.quantity, recipe.numberOfPeople, people, line.unit) },
        recipe.id,
      ),
    );
    // The list's code loads when the cook first adds to it.
    const added = await import('./shopping-list-actions')
      .then(({ addToShoppingList }) => addToShoppingList(lines, loggedIn, dispatch))
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
