import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import * as styles from './recipe-page.module.css';

/** The key facts (total time, difficulty, servings), then each time that is not zero. */
export function RecipeFacts({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useI18n();
  const minutes = (value: number) => t('recipe.totalTime', { minutes: value });
  return (
    <>
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
    </>
  );
}
