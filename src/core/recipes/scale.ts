/** The servings stepper's bounds: from one plate to a party. */
export const SERVINGS_RANGE = { min: 1, max: 24 } as const;

/**
 * A quantity for another number of servings, rounded as a cook would measure it: whole numbers
 * from 10 up, halves and quarters below (pieces to the half), never zero when there was some.
 */
export function scaleQuantity(
  quantity: number | null,
  fromServings: number,
  toServings: number,
  unit: string | null,
): number | null {
  if (quantity === null || fromServings <= 0) return quantity;
  const exact = (quantity * toServings) / fromServings;
  if (exact >= 10) return Math.round(exact);
  const step = unit === 'piece' || unit === 'clove' || unit === 'slice' || unit === null ? 0.5 : 0.25;
  return Math.max(step, Math.round(exact / step) * step);
}

export function clampServings(servings: number): number {
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, Math.round(servings)));
}
