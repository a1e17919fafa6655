import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { COMMUNITY_RECIPE_LIMITS as LIMITS, DIETS } from '../../../core/rules';
import { useGetTermsQuery } from '../../../store/terms-api';
import * as form from '../../../components/form/form.module.css';
import { useSetCategoriesMutation, useSetDietsMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { Problems, type SectionProps } from './problems';

const toggle = (list: readonly string[], key: string) =>
  list.includes(key) ? list.filter((item) => item !== key) : [...list, key];

/** The recipe's categories (up to the limit) and the diets it suits. */
export function CategoriesSection({ recipe, save, shown }: SectionProps) {
  const { t, locale } = useI18n();
  const { data: categories = [] } = useGetTermsQuery({ kind: 'recipe-categories', locale });
  const [setCategories] = useSetCategoriesMutation();
  const [setDiets] = useSetDietsMutation();
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title">{t('creation.categories')}</h2>
      <fieldset className={styles.choices} aria-describedby="problems-categories">
        <legend>{t('creation.field.categories', { max: LIMITS.categoriesMax })}</legend>
        {categories.map((category) => {
          const checked = recipe.categories.includes(category.id);
          return (
            <label key={category.id} className={form.check}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && recipe.categories.length >= LIMITS.categoriesMax}
                onChange={() =>
                  save(setCategories({ uuid: recipe.uuid, categories: toggle(recipe.categories, category.id) }))
                }
              />
              {category.name}
            </label>
          );
        })}
      </fieldset>
      <Problems area="categories" shown={shown} />
      <fieldset className={styles.choices}>
        <legend>{t('recipe.diets')}</legend>
        {DIETS.map((diet) => (
          <label key={diet} className={form.check}>
            <input
              type="checkbox"
              checked={recipe.suitable_for_diets.includes(diet)}
              onChange={() => save(setDiets({ uuid: recipe.uuid, diets: toggle(recipe.suitable_for_diets, diet) }))}
            />
            {t(`diet.${diet}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
