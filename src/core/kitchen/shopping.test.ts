import { describe, expect, it } from 'vitest';
import { AISLES } from './aisles';
import { addToList, byAisle, itemIdOf, mergeLines, shoppingLineOf, slugOf } from './shopping';

const flour = (quantity: number, unit: string, recipe = 'tarte-tatin') =>
  shoppingLineOf({ ingredient: 'plain-flour', name: 'plain flour', quantity, unit }, recipe);

describe('the shopping list', () => {
  it('keeps an ingredient in grams, millilitres or its own unit, in its aisle', () => {
    expect(flour(0.2, 'kg')).toEqual({
      id: 'plain-flour_mass',
      name: 'plain flour',
      ingredient: 'plain-flour',
      quantity: 200,
      unit: 'g',
      aisle: 'baking',
      checked: false,
      recipes: ['tarte-tatin'],
    });
    expect(shoppingLineOf({ ingredient: 'milk', name: 'milk', quantity: 2, unit: 'tbsp' }, 'r')).toMatchObject({
      id: 'milk_volume',
      quantity: 29.57,
      unit: 'ml',
      aisle: 'dairy-eggs',
    });
    expect(shoppingLineOf({ ingredient: 'garlic', name: 'garlic', quantity: 2, unit: 'clove' }, 'r')).toMatchObject({
      id: 'garlic_clove',
      quantity: 2,
      unit: 'clove',
      aisle: 'produce',
    });
    expect(shoppingLineOf({ ingredient: 'salt', name: 'salt', quantity: null, unit: null }, 'r')).toMatchObject({
      id: 'salt_some',
      quantity: null,
      aisle: 'spices',
    });
  });

  it('adds the same ingredient from two recipes into one item, whatever their units', () => {
    const merged = mergeLines(flour(200, 'g'), flour(0.1, 'kg', 'crumble'));
    expect(merged).toMatchObject({ quantity: 300, unit: 'g', recipes: ['tarte-tatin', 'crumble'] });
    const milk = mergeLines(
      shoppingLineOf({ ingredient: 'milk', name: 'milk', quantity: 2, unit: 'tbsp' }, 'a'),
      shoppingLineOf({ ingredient: 'milk', name: 'milk', quantity: 10, unit: 'cl' }, 'b'),
    );
    expect(milk.quantity).toBeCloseTo(129.57);
  });

  it('keeps apart what cannot be added, and "to taste" stays as it is', () => {
    const { list } = addToList(
      [],
      [
        shoppingLineOf({ ingredient: 'garlic', name: 'garlic', quantity: 2, unit: 'clove' }, 'a'),
        shoppingLineOf({ ingredient: 'garlic', name: 'garlic', quantity: 20, unit: 'g' }, 'b'),
      ],
    );
    expect(list.map((item) => item.id)).toEqual(['garlic_clove', 'garlic_mass']);
    const salt = shoppingLineOf({ ingredient: 'salt', name: 'salt', quantity: null, unit: null }, 'a');
    expect(mergeLines(salt, salt).quantity).toBeNull();
  });

  it('needs buying again once more is added, and lists each recipe once', () => {
    const bought = { ...flour(200, 'g'), checked: true };
    const again = mergeLines(bought, flour(50, 'g'));
    expect(again).toMatchObject({ checked: false, quantity: 250, recipes: ['tarte-tatin'] });
  });

  it('adds a recipe to a list and says which items changed', () => {
    const list = [
      flour(200, 'g'),
      { ...shoppingLineOf({ ingredient: 'egg', name: 'eggs', quantity: 2, unit: 'piece' }, 'a') },
    ];
    const { list: after, changed } = addToList(list, [flour(100, 'g', 'crumble')]);
    expect(after).toHaveLength(2);
    expect(changed.map((item) => [item.id, item.quantity])).toEqual([['plain-flour_mass', 300]]);
  });

  it('groups by aisle in the shop’s order, what is left to buy first', () => {
    const items = [
      { ...flour(200, 'g'), checked: true },
      shoppingLineOf({ ingredient: 'sugar', name: 'sugar', quantity: 100, unit: 'g' }, 'a'),
      shoppingLineOf({ ingredient: 'apple', name: 'apples', quantity: 6, unit: 'piece' }, 'a'),
    ];
    expect(byAisle(items, AISLES).map((group) => [group.aisle, group.items.map((item) => item.name)])).toEqual([
      ['produce', ['apples']],
      ['baking', ['sugar', 'plain flour']],
    ]);
  });

  it('makes record ids from free text', () => {
    expect(slugOf('Crème fraîche épaisse')).toBe('creme-fraiche-epaisse');
    expect(slugOf('!!!')).toBe('item');
    expect(itemIdOf({ ingredient: null, name: 'Kitchen roll', unit: null })).toBe('kitchen-roll_some');
    expect(itemIdOf({ ingredient: null, name: 'Kitchen roll', unit: null })).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_-]*$/);
  });
});
