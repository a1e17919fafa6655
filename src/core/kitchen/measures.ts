import { numberFormat } from '../format/number-format';
/**
 * Kitchen measures: how much one cup, spoon or piece of an ingredient weighs, and the conversions
 * between grams, millilitres, cups, spoons, ounces and pieces that follow. One table for the kids
 * converter (SPEC section 3) and, later, the recipe page's units.
 *
 * Weights per US cup and per piece are the household measures of USDA FoodData Central's SR Legacy
 * foods (https://fdc.nal.usda.gov), as USDA prints them; where USDA gives a spoon rather than a
 * cup, the cup is 16 tablespoons or 48 teaspoons of it.
 */

/** The converter's units, in the order its table shows them (SPEC section 3, Kids converter). */
export const CONVERTER_UNITS = [
  'g',
  'cl',
  'ml',
  'cup',
  'halfCup',
  'thirdCup',
  'quarterCup',
  'tbsp',
  'tsp',
  'oz',
  'piece',
] as const;
export type ConverterUnit = (typeof CONVERTER_UNITS)[number];

export function isConverterUnit(value: unknown): value is ConverterUnit {
  return typeof value === 'string' && (CONVERTER_UNITS as readonly string[]).includes(value);
}

/** US customary volumes (NIST Handbook 44): a cup is 236.588 ml, 16 tablespoons, 48 teaspoons. */
const CUP_ML = 236.588;
const MILLILITRES: Partial<Record<ConverterUnit, number>> = {
  ml: 1,
  cl: 10,
  cup: CUP_ML,
  halfCup: CUP_ML / 2,
  thirdCup: CUP_ML / 3,
  quarterCup: CUP_ML / 4,
  tbsp: CUP_ML / 16,
  tsp: CUP_ML / 48,
};
/** The avoirdupois ounce, 28.349523125 g exactly. */
const GRAMS: Partial<Record<ConverterUnit, number>> = { g: 1, oz: 28.349523125 };

/** One ingredient's measures: grams in one US cup, and in one piece where it comes in pieces. */
export interface IngredientMeasure {
  gramsPerCup: number;
  pieceGrams?: number;
}

/**
 * About 45 ingredients by catalogue id (content/ingredients.json). Each comment names the USDA SR
 * Legacy food and household measure the figures come from: comments, not data, as every recipe
 * page loads this table.
 */
export const INGREDIENT_MEASURES = {
  'plain-flour': { gramsPerCup: 125 }, // all-purpose flour, 1 cup 125 g
  sugar: { gramsPerCup: 200 }, // granulated sugar, 1 cup 200 g
  'brown-sugar': { gramsPerCup: 220 }, // brown sugar, 1 cup packed 220 g
  butter: { gramsPerCup: 227 }, // salted butter, 1 cup 227 g
  'cocoa-powder': { gramsPerCup: 86 }, // unsweetened cocoa powder, 1 cup 86 g
  honey: { gramsPerCup: 339 }, // honey, 1 cup 339 g
  'rolled-oat': { gramsPerCup: 81 }, // rolled oats, 1 cup 81 g
  'basmati-rice': { gramsPerCup: 185 }, // long-grain white rice, raw, 1 cup 185 g
  'risotto-rice': { gramsPerCup: 195 }, // medium-grain white rice, raw, 1 cup 195 g
  'sushi-rice': { gramsPerCup: 200 }, // short-grain white rice, raw, 1 cup 200 g
  quinoa: { gramsPerCup: 170 }, // quinoa, uncooked, 1 cup 170 g
  'red-lentil': { gramsPerCup: 192 }, // lentils, raw, 1 cup 192 g
  macaroni: { gramsPerCup: 105 }, // macaroni, dry, elbow, 1 cup 105 g
  milk: { gramsPerCup: 244 }, // whole milk, 1 cup 244 g
  cream: { gramsPerCup: 238 }, // heavy whipping cream, fluid, 1 cup 238 g
  water: { gramsPerCup: 237 }, // tap water, 1 cup 237 g
  'orange-juice': { gramsPerCup: 248 }, // orange juice, raw, 1 cup 248 g
  'coconut-milk': { gramsPerCup: 226 }, // coconut milk, canned, 1 cup 226 g
  'maple-syrup': { gramsPerCup: 315 }, // maple syrup, 1 cup 315 g
  'olive-oil': { gramsPerCup: 216 }, // olive oil, 1 cup 216 g
  'vegetable-oil': { gramsPerCup: 218 }, // canola oil, 1 cup 218 g
  'soy-sauce': { gramsPerCup: 256 }, // soy sauce, 1 tbsp 16 g
  'vanilla-extract': { gramsPerCup: 208 }, // vanilla extract, 1 cup 208 g
  salt: { gramsPerCup: 292 }, // table salt, 1 cup 292 g
  'baking-powder': { gramsPerCup: 220.8 }, // baking powder, 1 tsp 4.6 g
  'baking-soda': { gramsPerCup: 220.8 }, // baking soda, 1 tsp 4.6 g
  'ground-cinnamon': { gramsPerCup: 124.8 }, // ground cinnamon, 1 tsp 2.6 g
  'chocolate-chip': { gramsPerCup: 168 }, // semisweet chocolate chips, 1 cup 168 g
  'desiccated-coconut': { gramsPerCup: 93 }, // dried shredded coconut, 1 cup 93 g
  breadcrumbs: { gramsPerCup: 108 }, // dry grated breadcrumbs, 1 cup 108 g
  parmesan: { gramsPerCup: 100 }, // grated parmesan, 1 cup 100 g
  cheddar: { gramsPerCup: 113 }, // shredded cheddar, 1 cup 113 g
  ketchup: { gramsPerCup: 272 }, // ketchup, 1 tbsp 17 g
  mayonnaise: { gramsPerCup: 220 }, // mayonnaise, 1 cup 220 g
  'tomato-passata': { gramsPerCup: 250 }, // canned tomato purée, 1 cup 250 g
  'tomato-paste': { gramsPerCup: 262 }, // canned tomato paste, 1 cup 262 g
  'sesame-seed': { gramsPerCup: 144 }, // whole dried sesame seeds, 1 cup 144 g
  'pine-nut': { gramsPerCup: 135 }, // dried pine nuts, 1 cup 135 g
  blueberry: { gramsPerCup: 148 }, // raw blueberries, 1 cup 148 g
  strawberry: { gramsPerCup: 152 }, // raw strawberries, halves, 1 cup 152 g
  sweetcorn: { gramsPerCup: 164 }, // canned sweet corn, drained, 1 cup 164 g
  egg: { gramsPerCup: 243, pieceGrams: 50 }, // whole egg, 1 cup 243 g, 1 large 50 g
  banana: { gramsPerCup: 150, pieceGrams: 118 }, // banana, sliced, 1 cup 150 g, 1 medium 118 g
  apple: { gramsPerCup: 125, pieceGrams: 182 }, // apple, chopped, 1 cup 125 g, 1 medium 182 g
  carrot: { gramsPerCup: 110, pieceGrams: 61 }, // carrot, grated, 1 cup 110 g, 1 medium 61 g
  onion: { gramsPerCup: 160, pieceGrams: 110 }, // onion, chopped, 1 cup 160 g, 1 medium 110 g
  potato: { gramsPerCup: 150, pieceGrams: 213 }, // potato, diced, 1 cup 150 g, 1 medium 213 g
  tomato: { gramsPerCup: 180, pieceGrams: 123 }, // tomato, chopped, 1 cup 180 g, 1 medium 123 g
  lemon: { gramsPerCup: 244, pieceGrams: 48 }, // lemon juice, 1 cup 244 g; 1 lemon yields 48 g
} as const satisfies Record<string, IngredientMeasure>;

export type MeasuredIngredient = keyof typeof INGREDIENT_MEASURES;
export const MEASURED_INGREDIENTS = Object.keys(INGREDIENT_MEASURES) as MeasuredIngredient[];

export function isMeasuredIngredient(value: unknown): value is MeasuredIngredient {
  return typeof value === 'string' && Object.hasOwn(INGREDIENT_MEASURES, value);
}

/** The units an ingredient can be measured in: pieces only for what comes in pieces. */
export function unitsOf(ingredient: MeasuredIngredient): ConverterUnit[] {
  const measure: IngredientMeasure = INGREDIENT_MEASURES[ingredient];
  return CONVERTER_UNITS.filter((unit) => unit !== 'piece' || measure.pieceGrams !== undefined);
}

/** How many grams one of `unit` holds of this ingredient; null where it has no such unit. */
function gramsPerUnit(ingredient: MeasuredIngredient, unit: ConverterUnit): number | null {
  const measure: IngredientMeasure = INGREDIENT_MEASURES[ingredient];
  if (unit === 'piece') return measure.pieceGrams ?? null;
  const grams = GRAMS[unit];
  if (grams !== undefined) return grams;
  return (MILLILITRES[unit] ?? 0) * (measure.gramsPerCup / CUP_ML);
}

/** `quantity` of `from` expressed in `to`, for one ingredient; null where a unit does not apply. */
export function convert(
  ingredient: MeasuredIngredient,
  quantity: number,
  from: ConverterUnit,
  to: ConverterUnit,
): number | null {
  const fromGrams = gramsPerUnit(ingredient, from);
  const toGrams = gramsPerUnit(ingredient, to);
  if (fromGrams === null || toGrams === null) return null;
  return (quantity * fromGrams) / toGrams;
}

/** The quantity in every other unit of the ingredient, in the table's order. */
export function convertToAll(
  ingredient: MeasuredIngredient,
  quantity: number,
  from: ConverterUnit,
): { unit: ConverterUnit; value: number }[] {
  return unitsOf(ingredient)
    .filter((unit) => unit !== from)
    .map((unit) => ({ unit, value: convert(ingredient, quantity, from, unit) ?? 0 }));
}

/** Cup-family, spoon and piece counts as a child reads them: a whole number and a common fraction. */
const FRACTIONS = [
  [0, ''],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
] as const;

/** A measure as shown: `text` ("1 ½", "¾", "250"), and `value`, the number it stands for. */
export interface MeasureText {
  text: string;
  value: number;
  /** True when the measure is too small for the unit ("less than ¼"). */
  tiny: boolean;
}

const COUNTED: readonly ConverterUnit[] = ['cup', 'halfCup', 'thirdCup', 'quarterCup', 'tbsp', 'tsp', 'oz', 'piece'];

/**
 * A converted quantity as the table shows it: counts of cups, spoons, ounces and pieces as
 * "1 ½" (to the nearest quarter or third, whole numbers from 10), grams and millilitres
 * rounded (to a tenth below 10), centilitres to a tenth. Numbers are in the locale's format.
 */
export function measureText(value: number, unit: ConverterUnit, intlLocale: string): MeasureText {
  const format = (digits: number, number: number) =>
    numberFormat(intlLocale, { maximumFractionDigits: digits }).format(number);
  if (!COUNTED.includes(unit)) {
    const digits = unit === 'cl' || value < 10 ? 1 : 0;
    const rounded = Number(value.toFixed(digits));
    return { text: format(digits, rounded), value: rounded, tiny: rounded === 0 && value > 0 };
  }
  return fractionText(value, intlLocale);
}

/**
 * A count as a cook reads it: "1 ½", "¾", "2" (to the nearest quarter or third below 10, whole
 * numbers from 10), never less than "¼" (then `tiny`).
 */
export function fractionText(value: number, intlLocale: string): MeasureText {
  const format = (number: number) => numberFormat(intlLocale, { maximumFractionDigits: 0 }).format(number);
  if (value >= 10) {
    const rounded = Math.round(value);
    return { text: format(rounded), value: rounded, tiny: false };
  }
  const whole = Math.floor(value);
  const rest = value - whole;
  const [fraction, glyph] = FRACTIONS.reduce((best, candidate) =>
    Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest) ? candidate : best,
  );
  const count = whole + (fraction === 1 ? 1 : 0);
  const shown = count + (fraction === 1 ? 0 : fraction);
  if (shown === 0) return { text: '¼', value: 0.25, tiny: value > 0 };
  const text = count === 0 ? glyph : glyph ? `${format(count)} ${glyph}` : format(count);
  return { text, value: shown, tiny: false };
}

/** Millilitres in one US cup, tablespoon and teaspoon, and grams in an ounce and a pound. */
export const US_MEASURES = {
  cupMl: CUP_ML,
  tbspMl: CUP_ML / 16,
  tspMl: CUP_ML / 48,
  ozG: 28.349523125,
  lbG: 453.59237,
};

/** Ingredients a metric cook measures by volume even where their weight is known. */
const LIQUIDS = new Set<string>([
  'milk',
  'cream',
  'water',
  'orange-juice',
  'coconut-milk',
  'olive-oil',
  'vegetable-oil',
  'soy-sauce',
  'vanilla-extract',
]);

export function isLiquid(ingredient: string): boolean {
  return LIQUIDS.has(ingredient);
}

/** The ingredient's grams per millilitre, where the table knows it (any catalogue id). */
export function densityOf(ingredient: string): number | null {
  return isMeasuredIngredient(ingredient) ? INGREDIENT_MEASURES[ingredient].gramsPerCup / CUP_ML : null;
}
