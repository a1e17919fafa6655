import React, { useEffect, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { defaultUnitSystem } from '../../core/kitchen/unit-systems';
import type { RecipeIngredientLine } from '../../core/recipes/recipe-detail';
import { SERVINGS_RANGE, clampServings } from '../../core/recipes/scale';
import { UnitSwitch, useUnitSystem } from '../../components/kitchen/unit-system';
import { useHydrated } from '../../components/use-hydrated';
import * as styles from './recipe-page.module.css';

type LineQuantityText = typeof import('../../core/recipes/quantity-text').lineQuantityText;
let loadingLineText: Promise<LineQuantityText> | undefined;
const loadLineText = () =>
  (loadingLineText ??= import('../../core/recipes/quantity-text').then(
    (module) => module.lineQuantityText,
    (error: unknown) => {
      loadingLineText = undefined; // offline: tried again at the next render that needs it
      throw error;
    },
  ));

/**
 * The quantities' code (scaling, unit conversions, the density table: about 2 KB gzip), loaded once
 * the page has hydrated rather than in its first load: the static page shows the built quantities.
 */
function useLineQuantityText(): LineQuantityText | undefined {
  const [lineText, setLineText] = useState<LineQuantityText>();
  useEffect(() => {
    if (!lineText)
      loadLineText().then(
        (loaded) => setLineText(() => loaded),
        () => {},
      );
  });
  return lineText;
}

/**
 * The ingredient list with the servings stepper and the unit switch beside it: quantities follow
 * the servings (`people`, shared with cook mode) and the cook's units.
 */
export function IngredientsPanel({
  ingredients,
  quantities,
  kitchenware,
  servings,
  people,
  onPeopleChange,
  children,
}: {
  ingredients: RecipeIngredientLine[];
  /** Each line's quantity as built for the recipe's servings in the locale's units, where known. */
  quantities?: string[];
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
  const lineText = useLineQuantityText();
  // A tap on the stepper before React runs the page would be lost: it waits, like the unit switch.
  const hydrated = useHydrated();
  const asBuilt = quantities && people === servings && system === defaultUnitSystem(i18n.locale);
  // Other servings or units tapped in the moment before the code arrives: the list says it is updating.
  const waiting = !asBuilt && !lineText;
  const quantityOf = (item: RecipeIngredientLine, index: number) => {
    if (asBuilt || !lineText) return quantities?.[index] ?? '';
    return lineText(i18n, i18n.intlLocale, item, { from: servings, to: people }, system);
  };
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
            disabled={!hydrated || people <= SERVINGS_RANGE.min}
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
            disabled={!hydrated || people >= SERVINGS_RANGE.max}
            aria-label={t('recipe.moreServings')}
          >
            +
          </button>
        </div>
        <UnitSwitch />
      </div>
      <ul className={styles.ingredients} aria-busy={waiting || undefined}>
        {ingredients.map((item, index) => (
          <li key={item.ingredient} className={styles.ingredient}>
            <span className={styles.quantity}>{quantityOf(item, index)}</span>
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
