import React, { useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { quantityText } from '../../core/recipes/quantity-text';
import type { RecipeIngredientLine } from '../../core/recipes/recipe-detail';
import { SERVINGS_RANGE, clampServings, scaleQuantity } from '../../core/recipes/scale';
import * as styles from './recipe-page.module.css';

/** The ingredient list with the servings stepper beside it: quantities follow the servings. */
export function IngredientsPanel({
  ingredients,
  kitchenware,
  servings,
}: {
  ingredients: RecipeIngredientLine[];
  kitchenware: string[];
  servings: number;
}) {
  const i18n = useI18n();
  const { t, plural } = i18n;
  const [people, setPeople] = useState(servings);
  const change = (delta: number) => setPeople((current) => clampServings(current + delta));
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
      </div>
      <ul className={styles.ingredients}>
        {ingredients.map((item) => (
          <li key={item.ingredient} className={styles.ingredient}>
            <span className={styles.quantity}>
              {quantityText(
                i18n,
                i18n.intlLocale,
                scaleQuantity(item.quantity, servings, people, item.unit),
                item.unit,
              )}
            </span>
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
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
