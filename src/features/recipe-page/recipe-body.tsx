import React, { useState } from 'react';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { IngredientsPanel } from './ingredients-panel';
import { type CookModeSlot, RecipeSteps } from './recipe-steps';
import * as styles from './recipe-page.module.css';

/** Ingredients and steps, sharing the servings the cook chose (cook mode scales by them too). */
export function RecipeBody({
  recipe,
  quantities,
  cookMode,
  shoppingList,
}: {
  recipe: RecipeDetail;
  quantities?: string[];
  cookMode?: CookModeSlot;
  shoppingList?: CookModeSlot;
}) {
  const [people, setPeople] = useState(recipe.numberOfPeople);
  return (
    <div className={styles.body}>
      <IngredientsPanel
        ingredients={recipe.ingredients ?? []}
        quantities={quantities}
        kitchenware={recipe.kitchenware}
        servings={recipe.numberOfPeople}
        people={people}
        onPeopleChange={setPeople}
      >
        {shoppingList?.(recipe, people)}
      </IngredientsPanel>
      <RecipeSteps recipe={recipe} people={people} cookMode={cookMode} />
    </div>
  );
}
