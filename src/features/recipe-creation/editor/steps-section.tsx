import React, { useEffect, useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { STEPS_PER_RECIPE } from '../../../core/rules';
import { useAddStepMutation, usePatchStepMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { Problems, type SectionProps } from './problems';
import { StepItem } from './step-item';

/** The steps in their order, reordered by drag and drop or by keyboard, and a button to add one. */
export function StepsSection({ recipe, save, shown }: SectionProps) {
  const { t } = useI18n();
  const [addStep] = useAddStepMutation();
  const [patchStep] = usePatchStepMutation();
  const [dragged, setDragged] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ uuid: string; direction: 'up' | 'down' } | null>(null);
  // After a move by keyboard, focus follows the button pressed on the step's new place.
  useEffect(() => {
    if (moved) document.getElementById(`step-${moved.uuid}-${moved.direction}`)?.focus();
  }, [recipe.steps, moved]);
  const move = (uuid: string, position: number, direction?: 'up' | 'down') => {
    setMoved(direction ? { uuid, direction } : null);
    return save(patchStep({ recipe: recipe.uuid, uuid, patch: { position } }));
  };
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <h2 id="steps-title">{t('creation.steps', { max: STEPS_PER_RECIPE.max })}</h2>
      <ol className={styles.pieces}>
        {recipe.steps.map((step, index) => (
          <StepItem
            key={step.uuid}
            recipe={recipe}
            step={step}
            index={index}
            save={save}
            dragged={dragged}
            onDrag={setDragged}
            move={move}
          />
        ))}
      </ol>
      <Problems area="steps" shown={shown} />
      <button
        type="button"
        className={styles.small}
        disabled={recipe.steps.length >= STEPS_PER_RECIPE.max}
        onClick={() => save(addStep({ recipe: recipe.uuid, description: '' }))}
      >
        {t('creation.addStep')}
      </button>
    </section>
  );
}
