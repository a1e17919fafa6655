import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import * as form from '../../../components/form/form.module.css';
import { usePatchStepMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import type { Save } from './use-recipe-save';

/** Which of the recipe's ingredient lines a step uses, one checkbox each. */
export function StepIngredients({
  recipe,
  step,
  number,
  save,
}: {
  recipe: CommunityRecipe;
  step: CommunityRecipe['steps'][number];
  number: number;
  save: Save;
}) {
  const { t } = useI18n();
  const [patchStep] = usePatchStepMutation();
  if (recipe.ingredients.length === 0) return null;
  return (
    <fieldset className={styles.choices}>
      <legend>{t('creation.stepIngredients', { number })}</legend>
      {recipe.ingredients.map((line) => {
        const used = step.ingredients.includes(line.uuid);
        return (
          <label key={line.uuid} className={form.check}>
            <input
              type="checkbox"
              checked={used}
              onChange={() =>
                save(
                  patchStep({
                    recipe: recipe.uuid,
                    uuid: step.uuid,
                    patch: {
                      ingredients: used
                        ? step.ingredients.filter((id) => id !== line.uuid)
                        : [...step.ingredients, line.uuid],
                    },
                  }),
                )
              }
            />
            {line.name}
          </label>
        );
      })}
    </fieldset>
  );
}
