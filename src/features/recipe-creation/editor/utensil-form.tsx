import React, { useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import { COMMUNITY_RECIPE_LIMITS as LIMITS } from '../../../core/rules';
import * as form from '../../../components/form/form.module.css';
import { useAddKitchenwareMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import type { Save } from './use-recipe-save';

/** Adds a utensil by its name. */
export function UtensilForm({ recipe, save }: { recipe: CommunityRecipe; save: Save }) {
  const { t } = useI18n();
  const [addUtensil] = useAddKitchenwareMutation();
  const [utensil, setUtensil] = useState('');
  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!utensil.trim()) return;
        if (await save(addUtensil({ recipe: recipe.uuid, name: utensil.trim() }))) setUtensil('');
      }}
    >
      <div className={form.field}>
        <label htmlFor="utensil-name">{t('creation.field.utensil')}</label>
        <input
          id="utensil-name"
          className={form.input}
          value={utensil}
          maxLength={LIMITS.kitchenwareNameMax}
          onChange={(event) => setUtensil(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.small}>
        {t('creation.add')}
      </button>
    </form>
  );
}
