/**
 * The shopping list's rules (issue 18): a recipe's ingredients become items at the chosen
 * servings, one item per ingredient and kind of measure, so the same ingredient from two recipes
 * adds up (200 g + 0.1 kg of flour is 300 g; 2 tbsp + 100 ml of milk is 130 ml); what cannot
 * be added (a clove and a gram) stays two items. Quantities are kept in grams, millilitres or
 * pieces and shown in the cook's units.
 */
import { type Aisle, aisleOf } from './aisles';
import { US_MEASURES } from './measures';

export interface ShoppingLine {
  id: string;
  name: string;
  ingredient: string | null;
  quantity: number | null;
  unit: string | null;
  aisle: Aisle;
  checked: boolean;
  recipes: string[];
}

/** Units that add up, by what they measure, with their size in the family's base unit. */
const FAMILIES: Record<string, { family: 'mass' | 'volume'; base: string; size: number }> = {
  g: { family: 'mass', base: 'g', size: 1 },
  kg: { family: 'mass', base: 'g', size: 1000 },
  oz: { family: 'mass', base: 'g', size: US_MEASURES.ozG },
  lb: { family: 'mass', base: 'g', size: US_MEASURES.lbG },
  ml: { family: 'volume', base: 'ml', size: 1 },
  cl: { family: 'volume', base: 'ml', size: 10 },
  l: { family: 'volume', base: 'ml', size: 1000 },
  tsp: { family: 'volume', base: 'ml', size: US_MEASURES.tspMl },
  tbsp: { family: 'volume', base: 'ml', size: US_MEASURES.tbspMl },
  cup: { family: 'volume', base: 'ml', size: US_MEASURES.cupMl },
};

/** A record id from free text: letters, digits and dashes (the records protocol's ids). */
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'item';
}

/** The item an ingredient line goes to: its ingredient and kind of measure ("plain-flour_mass"). */
export function itemIdOf(line: { ingredient: string | null; name: string; unit: string | null }): string {
  const kind = (line.unit && FAMILIES[line.unit]?.family) || line.unit || 'some';
  return `${line.ingredient ? slugOf(line.ingredient) : slugOf(line.name)}_${kind}`;
}

/** One recipe line as an item: in grams, millilitres or its own unit. */
export function shoppingLineOf(
  line: { ingredient: string; name: string; quantity: number | null; unit: string | null },
  recipeId: string,
): ShoppingLine {
  const family = line.unit ? FAMILIES[line.unit] : undefined;
  const quantity = line.quantity === null ? null : family ? line.quantity * family.size : line.quantity;
  return {
    id: itemIdOf(line),
    name: line.name,
    ingredient: line.ingredient,
    quantity: quantity === null ? null : Math.round(quantity * 100) / 100,
    unit: family ? family.base : line.unit,
    aisle: aisleOf(line.ingredient),
    checked: false,
    recipes: [recipeId],
  };
}

const MAX_RECIPES = 20;

/** Adds `added` to the item already on the list: quantities add up, it needs buying again. */
export function mergeLines(existing: ShoppingLine | undefined, added: ShoppingLine): ShoppingLine {
  if (!existing) return added;
  const quantity =
    existing.quantity === null
      ? added.quantity
      : added.quantity === null
        ? existing.quantity
        : existing.quantity + added.quantity;
  return {
    ...existing,
    quantity: quantity === null ? null : Math.round(quantity * 100) / 100,
    checked: false,
    recipes: [...new Set([...existing.recipes, ...added.recipes])].slice(-MAX_RECIPES),
  };
}

/** A recipe's lines merged into a list: the list as it will be, and the items that changed. */
export function addToList(
  list: ShoppingLine[],
  lines: ShoppingLine[],
): { list: ShoppingLine[]; changed: ShoppingLine[] } {
  const byId = new Map(list.map((item) => [item.id, item]));
  const changed = new Map<string, ShoppingLine>();
  for (const line of lines) {
    const merged = mergeLines(byId.get(line.id), line);
    byId.set(line.id, merged);
    changed.set(line.id, merged);
  }
  return { list: [...byId.values()], changed: [...changed.values()] };
}

/** The list by aisle, in the order a cook walks the shop; unchecked first within each aisle. */
export function byAisle<T extends ShoppingLine>(list: T[], aisles: readonly Aisle[]): { aisle: Aisle; items: T[] }[] {
  return aisles
    .map((aisle) => ({
      aisle,
      items: list
        .filter((item) => item.aisle === aisle)
        .sort((a, b) => Number(a.checked) - Number(b.checked) || a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.items.length > 0);
}
