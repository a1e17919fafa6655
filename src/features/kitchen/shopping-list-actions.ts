import { shoppingLineOf } from '../../core/kitchen/shopping';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { scaleQuantity } from '../../core/recipes/scale';
import type { AppDispatch } from '../../store/make-store';
import { shoppingListApi } from './shopping-list-api';
import { addLocal } from './shopping-list-local';

/**
 * Adds a recipe's ingredients, at the servings chosen, to the list from a page that does not show
 * it (a recipe's "Add to shopping list"), loaded when the cook presses it: the member's list in the
 * API, a visitor's in the browser.
 */
export async function addToShoppingList(
  recipe: Pick<RecipeDetail, 'id' | 'ingredients' | 'numberOfPeople'>,
  people: number,
  loggedIn: boolean,
  dispatch: AppDispatch,
) {
  const lines = (recipe.ingredients ?? []).map((line) =>
    shoppingLineOf(
      { ...line, quantity: scaleQuantity(line.quantity, recipe.numberOfPeople, people, line.unit) },
      recipe.id,
    ),
  );
  if (!loggedIn) {
    addLocal(lines);
    return true;
  }
  return dispatch(shoppingListApi.endpoints.addToShoppingList.initiate(lines))
    .unwrap()
    .then(() => true)
    .catch(() => false);
}
