import React from 'react';
import { useGetRecipeCardsQuery } from '../../store/recipe-cards-api';
import { useI18n } from '../i18n/i18n-provider';
import { RecipeGrid } from './recipe-card';

/** The cards of these recipes, in the order of `ids` (most recent first, for instance); h2 titles right under a page's h1. */
export function RecipeGridByIds({ ids, headingLevel = 3 }: { ids: string[]; headingLevel?: 2 | 3 }) {
  const { locale } = useI18n();
  const { data: recipes = [] } = useGetRecipeCardsQuery({ locale, ids }, { skip: !ids.length });
  const order = new Map(ids.map((id, index) => [id, index]));
  return <RecipeGrid recipes={[...recipes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))} headingLevel={headingLevel} />;
}
