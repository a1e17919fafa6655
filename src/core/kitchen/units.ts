import { numberFormat } from '../format/number-format';
/**
 * Quantities in the cook's system: US customary (cups, spoons, ounces, pounds) or metric (grams,
 * millilitres). Weight becomes a volume only where the ingredient's density is known (cups of
 * flour are not cups of sugar: measures.ts, shared with the kids converter); pieces stay pieces.
 */
import { US_MEASURES, densityOf, fractionText, isLiquid } from './measures';
import type { UnitSystem } from './unit-systems';

export interface Quantity {
  quantity: number | null;
  unit: string | null;
}

const GRAMS: Record<string, number> = { g: 1, kg: 1000, oz: US_MEASURES.ozG, lb: US_MEASURES.lbG };
const MILLILITRES: Record<string, number> = {
  ml: 1,
  cl: 10,
  l: 1000,
  cup: US_MEASURES.cupMl,
  floz: US_MEASURES.cupMl / 8,
};
/** Spoons are the same in both systems (a metric cook measures spoons too). */
const METRIC_UNITS = new Set(['g', 'kg', 'ml', 'cl', 'l']);
const US_UNITS = new Set(['cup', 'oz', 'lb', 'floz']);

/** Millilitres as a US cook measures them: cups from a quarter cup, else spoons. */
function usVolume(millilitres: number): Quantity {
  const cups = millilitres / US_MEASURES.cupMl;
  if (cups >= 0.25) return { quantity: cups, unit: 'cup' };
  const tablespoons = millilitres / US_MEASURES.tbspMl;
  if (tablespoons >= 1) return { quantity: tablespoons, unit: 'tbsp' };
  return { quantity: millilitres / US_MEASURES.tspMl, unit: 'tsp' };
}

function usWeight(grams: number): Quantity {
  return grams >= US_MEASURES.lbG
    ? { quantity: grams / US_MEASURES.lbG, unit: 'lb' }
    : { quantity: grams / US_MEASURES.ozG, unit: 'oz' };
}

function metricWeight(grams: number): Quantity {
  return grams >= 1000 ? { quantity: grams / 1000, unit: 'kg' } : { quantity: grams, unit: 'g' };
}

function metricVolume(millilitres: number): Quantity {
  return millilitres >= 1000 ? { quantity: millilitres / 1000, unit: 'l' } : { quantity: millilitres, unit: 'ml' };
}

/** One ingredient line's quantity in `system`; unchanged where it already fits or cannot convert. */
export function inSystem(line: Quantity & { ingredient: string }, system: UnitSystem): Quantity {
  const { quantity, unit } = line;
  if (quantity === null || unit === null) return { quantity, unit };
  const density = densityOf(line.ingredient);
  if (system === 'us' && METRIC_UNITS.has(unit)) {
    const grams = GRAMS[unit];
    if (grams === undefined) return usVolume(quantity * (MILLILITRES[unit] ?? 0));
    return density ? usVolume((quantity * grams) / density) : usWeight(quantity * grams);
  }
  if (system === 'metric' && US_UNITS.has(unit)) {
    const grams = GRAMS[unit];
    if (grams !== undefined) return metricWeight(quantity * grams);
    const millilitres = quantity * (MILLILITRES[unit] ?? 0);
    return density && !isLiquid(line.ingredient) ? metricWeight(millilitres * density) : metricVolume(millilitres);
  }
  return { quantity, unit };
}

/** Units counted in fractions ("¾ cup", "1 ½ tbsp", "½ onion"); grams and millilitres are measured. */
const MEASURED = new Set(['g', 'kg', 'ml', 'cl', 'l']);

/**
 * A quantity's number as the page shows it: fractions for cups, spoons, ounces under ten, pounds
 * and pieces; grams and millilitres whole from ten (a tenth below), kilos and litres to hundredths.
 */
export function amountText(quantity: number, unit: string | null, intlLocale: string): string {
  if (unit === null || !MEASURED.has(unit)) {
    if (unit === 'oz' && quantity >= 10) return numberFormat(intlLocale).format(Math.round(quantity));
    return fractionText(quantity, intlLocale).text;
  }
  const digits = unit === 'kg' || unit === 'l' ? 2 : quantity >= 10 ? 0 : 1;
  return numberFormat(intlLocale, { maximumFractionDigits: digits }).format(quantity);
}
