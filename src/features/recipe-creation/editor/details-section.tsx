import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import { COMMUNITY_RECIPE_LIMITS as LIMITS, DIFFICULTIES } from '../../../core/rules';
import * as form from '../../../components/form/form.module.css';
import { usePatchCommunityRecipeMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { Problems, type SectionProps } from './problems';
import { SavedField } from './saved-field';

const minutesOf = (text: string) => Math.min(LIMITS.minutesMax, Math.max(0, Math.round(Number(text) || 0)));

/** Title, description, servings, times and difficulty. */
export function DetailsSection({ recipe, save, shown }: SectionProps) {
  const { t } = useI18n();
  const [patch] = usePatchCommunityRecipeMutation();
  const set = (fields: Parameters<typeof patch>[0]['patch']) => save(patch({ uuid: recipe.uuid, patch: fields }));
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">{t('creation.details')}</h2>
      <SavedField
        id="recipe-title"
        label={t('creation.field.title')}
        value={recipe.title}
        maxLength={LIMITS.titleMax}
        onSave={(title) => title.trim() && set({ title })}
      />
      <SavedField
        id="recipe-description"
        label={t('creation.field.description')}
        value={recipe.description}
        multiline
        maxLength={LIMITS.descriptionMax}
        onSave={(description) => set({ description })}
      />
      <div className={styles.row}>
        <SavedField
          id="recipe-servings"
          label={t('creation.field.servings')}
          type="number"
          value={recipe.numberOfPeople === null ? '' : String(recipe.numberOfPeople)}
          describedBy="problems-times"
          onSave={(text) =>
            set({
              numberOfPeople:
                text === '' ? null : Math.min(LIMITS.servingsMax, Math.max(0, Math.round(Number(text) || 0))),
            })
          }
        />
        <SavedField
          id="recipe-preparation"
          label={t('creation.field.preparation')}
          type="number"
          value={String(recipe.preparation_time)}
          describedBy="problems-times"
          onSave={(text) => set({ preparation_time: minutesOf(text) })}
        />
        <SavedField
          id="recipe-cooking"
          label={t('creation.field.cooking')}
          type="number"
          value={String(recipe.cooking_time)}
          onSave={(text) => set({ cooking_time: minutesOf(text) })}
        />
        <SavedField
          id="recipe-resting"
          label={t('creation.field.resting')}
          type="number"
          value={String(recipe.resting_time)}
          onSave={(text) => set({ resting_time: minutesOf(text) })}
        />
      </div>
      <Problems area="times" shown={shown} />
      <div className={form.field}>
        <label htmlFor="recipe-difficulty">{t('recipe.difficultyLabel')}</label>
        <select
          id="recipe-difficulty"
          className={form.input}
          value={recipe.difficulty ?? ''}
          onChange={(event) => set({ difficulty: (event.target.value || null) as CommunityRecipe['difficulty'] })}
        >
          <option value="">{t('creation.choose')}</option>
          {DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {t(`recipe.difficulty.${level}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
