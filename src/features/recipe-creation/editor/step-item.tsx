import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import { COMMUNITY_RECIPE_LIMITS as LIMITS } from '../../../core/rules';
import * as ui from '../../../styles/ui.module.css';
import { usePatchStepMutation, useRemovePieceMutation, useUploadStepPictureMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { PhotoInput } from './photo-input';
import { SavedField } from './saved-field';
import { StepIngredients } from './step-ingredients';
import type { Save } from './use-recipe-save';

/** One step of the list: its text, picture and ingredients, moved by drag and drop or by its buttons. */
export function StepItem({
  recipe,
  step,
  index,
  save,
  dragged,
  onDrag,
  move,
}: {
  recipe: CommunityRecipe;
  step: CommunityRecipe['steps'][number];
  index: number;
  save: Save;
  /** The step being dragged, if any. */
  dragged: string | null;
  onDrag: (uuid: string | null) => void;
  move: (uuid: string, position: number, direction?: 'up' | 'down') => Promise<boolean>;
}) {
  const { t } = useI18n();
  const [patchStep] = usePatchStepMutation();
  const [upload] = useUploadStepPictureMutation();
  const [remove] = useRemovePieceMutation();
  const number = index + 1;
  return (
    <li
      className={styles.step}
      draggable
      data-dragging={dragged === step.uuid}
      onDragStart={(event) => {
        onDrag(step.uuid);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={() => onDrag(null)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged && dragged !== step.uuid) void move(dragged, index);
        onDrag(null);
      }}
    >
      <SavedField
        id={`step-${step.uuid}`}
        label={t('creation.stepLabel', { number })}
        value={step.description}
        multiline
        maxLength={LIMITS.stepDescriptionMax}
        onSave={(description) => save(patchStep({ recipe: recipe.uuid, uuid: step.uuid, patch: { description } }))}
      />
      {step.picture && (
        <img className={styles.preview} src={step.picture} alt={t('creation.stepPictureAlt', { number })} />
      )}
      <PhotoInput
        id={`step-${step.uuid}-picture`}
        label={t('creation.field.stepPicture', { number })}
        onPhoto={(file) => save(upload({ recipe: recipe.uuid, uuid: step.uuid, file }))}
      />
      <StepIngredients recipe={recipe} step={step} number={number} save={save} />
      <div className={ui.actions}>
        <button
          id={`step-${step.uuid}-up`}
          type="button"
          className={styles.small}
          disabled={index === 0}
          onClick={() => move(step.uuid, index - 1, 'up')}
        >
          {t('creation.moveUp', { number })}
        </button>
        <button
          id={`step-${step.uuid}-down`}
          type="button"
          className={styles.small}
          disabled={index === recipe.steps.length - 1}
          onClick={() => move(step.uuid, index + 1, 'down')}
        >
          {t('creation.moveDown', { number })}
        </button>
        <button
          type="button"
          className={styles.small}
          onClick={() => save(remove({ recipe: recipe.uuid, kind: 'steps', uuid: step.uuid }))}
        >
          {t('creation.removeStep', { number })}
        </button>
      </div>
    </li>
  );
}
