import type { ShoppingLine } from '../../core/kitchen/shopping';
import type { AppDispatch } from '../../store/make-store';
import { shoppingListApi } from './shopping-list-api';
import { addLocal } from './shopping-list-local';

/**
 * Adds lines to the list from a page that does not show it (a recipe's "Add to shopping list"),
 * loaded when the cook presses it: the member's list in the API, a visitor's in the browser.
 */
export async function addToShoppingList(lines: ShoppingLine[], loggedIn: boolean, dispatch: AppDispatch) {
  if (!loggedIn) {
    addLocal(lines);
    return true;
  }
  return dispatch(shoppingListApi.endpoints.addToShoppingList.initiate(lines))
    .unwrap()
    .then(() => true)
    .catch(() => false);
}
