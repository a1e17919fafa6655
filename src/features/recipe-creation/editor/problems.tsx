import React from 'react';
import { useI18n } from '../../../components/i18n/i18n-provider';
import type { CommunityRecipe } from '../../../core/contract/community-recipes';
import type { PublishingProblemCode } from '../../../core/recipes/community-recipe-rules';
import * as form from '../../../components/form/form.module.css';
import type { Save } from './use-recipe-save';

/** The rules that failed on "Publish", once it was refused (null before). */
export type ShownProblems = CommunityRecipe['problems'] | null;

/** What every section of the editor is given. */
export interface SectionProps {
  recipe: CommunityRecipe;
  save: Save;
  shown: ShownProblems;
}

/** Where each rule of SPEC section 5 is shown: beside the part of the form it is about. */
type Area = 'cover' | 'categories' | 'times' | 'ingredients' | 'steps';
const AREA_OF: Record<PublishingProblemCode, Area> = {
  coverRequired: 'cover',
  categoryRequired: 'categories',
  durationRequired: 'times',
  servingsRequired: 'times',
  ingredientRequired: 'ingredients',
  quantityRequired: 'ingredients',
  stepsCount: 'steps',
  stepDescriptionRequired: 'steps',
};

/** The distinct codes of a list of problems, in their order. */
export const problemCodes = (problems: CommunityRecipe['problems']) => [
  ...new Set(problems.map((problem) => problem.code)),
];

/** The messages of the rules that failed on "Publish", under their part of the form. */
export function Problems({ area, shown }: { area: Area; shown: ShownProblems }) {
  const { t } = useI18n();
  const mine = (shown ?? []).filter((problem) => AREA_OF[problem.code] === area);
  if (!mine.length) return null;
  return (
    <ul className={form.error} id={`problems-${area}`}>
      {problemCodes(mine).map((code) => (
        <li key={code}>{t(`creation.problem.${code}`)}</li>
      ))}
    </ul>
  );
}
