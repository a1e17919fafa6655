import type { PluralKey, Translator } from '../i18n/messages';
import type { UnitSystem } from '../kitchen/unit-systems';
import { amountText, inSystem } from '../kitchen/units';
import { scaleQuantity } from './scale';
import { numberFormat } from '../format/number-format';

/** "200 g", "0.75 tbsp", "2": a quantity with its unit, in the locale's number format. */
export function quantityText(
  translator: Translator,
  intlLocale: string,
  quantity: number | null,
  unit: string | null,
): string {
  if (quantity === null) return '';
  const count = numberFormat(intlLocale, { maximumFractionDigits: 2 }).format(quantity);
  return unit ? translator.plural(`unit.${unit}` as PluralKey, quantity, { count }) : count;
}

/**
 * An ingredient line's quantity as the recipe page and cook mode show it: for the chosen
 * servings, in the cook's unit system, counts as fractions ("¾ cup", "1 ½ tbsp").
 */
export function lineQuantityText(
  translator: Translator,
  intlLocale: string,
  line: { ingredient: string; quantity: number | null; unit: string | null },
  servings: { from: number; to: number },
  system: UnitSystem,
): string {
  const scaled = scaleQuantity(line.quantity, servings.from, servings.to, line.unit);
  const { quantity, unit } = inSystem({ ingredient: line.ingredient, quantity: scaled, unit: line.unit }, system);
  if (quantity === null) return '';
  const count = amountText(quantity, unit, intlLocale);
  // "½ cup", "1 ½ cups": a fraction up to one reads as one.
  return unit ? translator.plural(`unit.${unit}` as PluralKey, quantity <= 1 ? 1 : quantity, { count }) : count;
}
