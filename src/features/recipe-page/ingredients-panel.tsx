import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { lineQuantityText } from '../../core/recipes/quantity-text';
import type { RecipeIngredientLine } from '../../core/recipes/recipe-detail';
import { SERVINGS_RANGE, clampServings } from '../../core/recipes/scale';
import { UnitSwitch, useUnitSystem } from '../../components/kitchen/unit-system';
import * as styles from './recipe-page.module.css';

/**
 * The ingredient list with the servings stepper and the unit switch beside it: quantities follow
 * the servings (`people`, shared with cook mode) and the cook's units.
 */
export function IngredientsPanel({
  ingredients,
  kitchenware,
  servings,
  people,
  onPeopleChange,
  children,
}: {
  ingredients: RecipeIngredientLine[];
  kitchenware: string[];
  servings: number;
  people: number;
  onPeopleChange: (people: number) => void;
  /** Shown below the ingredients: adding them to the shopping list. */
  children?: React.ReactNode;
}) {
  const i18n = useI18n();
  const { t, plural } = i18n;
  const [system] = useUnitSystem();
  const change = (delta: number) => onPeopleChange(clampServings(people + delta));
  return (
    <section className={styles.panel} aria-labelledby="ingredients-title">
      <div className={styles.panelHead}>
        <h2 id="ingredients-title" className={styles.sectionTitle}>
          {t('recipe.ingredients')}
        </h2>
        <div className={styles.stepper} role="group" aria-label={t('recipe.servingsLabel')}>
          <button
            type="button"
            className={styles.stepperButton}
            onClick={() => change(-1)}
            disabled={people <= SERVINGS_RANGE.min}
            aria-label={t('recipe.fewerServings')}
          >
            −
          </button>
          <output className={styles.stepperValue} aria-live="polite">
            {plural('recipe.servings', people)}
          </output>
          <button
            type="button"
            className={styles.stepperButton}
            onClick={() => change(1)}
            disabled={people >= SERVINGS_RANGE.max}
            aria-label={t('recipe.moreServings')}
          >
            +
          </button>
        </div>
        <UnitSwitch />
      </div>
      <ul className={styles.ingredients}>
        {ingredients.map((item) => (
          <li key={item.ingredient} className={styles.ingredient}>
            <span className={styles.quantity}>
              {lineQuantityText(i18n, i18n.intlLocale, item, { from: servings, to: people }, system)}
            </span>
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
      {children}
      {kitchenware.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('recipe.kitchenware')}</h3>
          <ul className={styles.kitchenware}>
            {kitchenware.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
