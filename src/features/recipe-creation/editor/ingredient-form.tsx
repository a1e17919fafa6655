import React, { useState } from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import { COMMUNITY_RECIPE_LIMITS as LIMITS, INGREDIENT_UNITS } from '../../../core/rules';
import { useGetTermsQuery } from '../../../store/terms-api';
import * as form from '../../../components/form/form.module.css';
import { useAddIngredientMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import type { Save } from './use-recipe-save';

/** Adds an ingredient line: a name (of the catalogue or free), a quantity and a unit. */
export function IngredientForm({ recipe, save }: { recipe: CommunityRecipe; save: Save }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { data: catalogue = [] } = useGetTermsQuery({ kind: 'ingredients', locale });
  const [add] = useAddIngredientMutation();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = Number(quantity.replace(',', '.'));
    if (!name.trim() || !(amount > 0)) return setError(t('errors.required'));
    setError(null);
    // A name of the catalogue's list is that ingredient (its pages, its search); any other is free text.
    const known = catalogue.find((term) => term.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase());
    const line = known ? { ingredient: known.id } : { name: name.trim() };
    const saved = await save(
      add({
        recipe: recipe.uuid,
        ...line,
        quantity: amount,
        unit: (unit || null) as (typeof INGREDIENT_UNITS)[number] | null,
      }),
    );
    if (saved) {
      setName('');
      setQuantity('');
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-ingredient-title">
      <h3 id="add-ingredient-title">{t('creation.addIngredient')}</h3>
      <div className={styles.row}>
        <div className={form.field}>
          <label htmlFor="ingredient-name">{t('creation.field.ingredient')}</label>
          <input
            id="ingredient-name"
            className={form.input}
            list="ingredient-suggestions"
            value={name}
            maxLength={LIMITS.ingredientNameMax}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <datalist id="ingredient-suggestions">
            {catalogue.map((term) => (
              <option key={term.id} value={term.name} />
            ))}
          </datalist>
        </div>
        <div className={form.field}>
          <label htmlFor="ingredient-quantity">{t('creation.field.quantity')}</label>
          <input
            id="ingredient-quantity"
            className={form.input}
            inputMode="decimal"
            value={quantity}
            aria-required="true"
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label htmlFor="ingredient-unit">{t('creation.field.unit')}</label>
          <select
            id="ingredient-unit"
            className={form.input}
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
          >
            <option value="">{t('creation.noUnit')}</option>
            {INGREDIENT_UNITS.map((key) => (
              <option key={key} value={key}>
                {i18n.plural(`unit.${key}`, 2, { count: '' }).trim()}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.small}>
        {t('creation.add')}
      </button>
    </form>
  );
}
