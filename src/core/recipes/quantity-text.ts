import type { PluralKey, Translator } from '../i18n/messages';

/** "200 g", "0.75 tbsp", "2": a quantity with its unit, in the locale's number format. */
export function quantityText(
  translator: Translator,
  intlLocale: string,
  quantity: number | null,
  unit: string | null,
): string {
  if (quantity === null) return '';
  const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 }).format(quantity);
  return unit ? translator.plural(`unit.${unit}` as PluralKey, quantity, { count }) : count;
}
