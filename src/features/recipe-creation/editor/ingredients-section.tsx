import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import { quantityText } from '../../../core/recipes/quantity-text';
import { useRemovePieceMutation } from '../community-recipes-api';
import * as styles from '../recipe-creation.module.css';
import { IngredientForm } from './ingredient-form';
import { PieceList } from './piece-list';
import { Problems, type SectionProps } from './problems';
import { UtensilForm } from './utensil-form';

/** The ingredient lines and the utensils, each list with its form to add one. */
export function IngredientsSection({ recipe, save, shown }: SectionProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [remove] = useRemovePieceMutation();
  return (
    <section className={styles.section} aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">{t('creation.ingredients')}</h2>
      <PieceList
        pieces={recipe.ingredients.map((line) => ({
          uuid: line.uuid,
          name: line.name,
          text: `${quantityText(i18n, i18n.intlLocale, line.quantity, line.unit)} ${line.name}`,
        }))}
        onRemove={(uuid) => save(remove({ recipe: recipe.uuid, kind: 'ingredients', uuid }))}
      />
      <Problems area="ingredients" shown={shown} />
      <IngredientForm recipe={recipe} save={save} />
      <h3 id="utensils-title">{t('creation.utensils')}</h3>
      <PieceList
        labelledBy="utensils-title"
        pieces={recipe.kitchenware.map((item) => ({ uuid: item.uuid, name: item.name, text: item.name }))}
        onRemove={(uuid) => save(remove({ recipe: recipe.uuid, kind: 'kitchenwares', uuid }))}
      />
      <UtensilForm recipe={recipe} save={save} />
    </section>
  );
}
