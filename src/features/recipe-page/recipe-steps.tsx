import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { imageUrl } from '../../core/images/image-url';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { PrintRecipe } from './print-recipe';
import * as styles from './recipe-page.module.css';

/** A kitchen action on the recipe as unlocked, at the servings chosen: cook mode, the shopping list. */
export type CookModeSlot = (recipe: RecipeDetail, people: number) => React.ReactNode;

/** The steps, each with its picture and the ingredients it uses, under cook mode and print. */
export function RecipeSteps({
  recipe,
  people,
  cookMode,
}: {
  recipe: RecipeDetail;
  people: number;
  cookMode?: CookModeSlot;
}) {
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
