import { describe, expect, it } from 'vitest';
import {
  CONVERTER_UNITS,
  type ConverterUnit,
  INGREDIENT_MEASURES,
  MEASURED_INGREDIENTS,
  type MeasuredIngredient,
  convert,
  convertToAll,
  measureText,
  unitsOf,
} from './measures';

/**
 * Known conversions, each from a published figure: USDA FoodData Central SR Legacy household
 * measures (flour 1 cup = 125 g, butter 1 tbsp = 14.2 g, sugar 1 cup = 200 g, milk 1 cup = 244 g,
 * salt 1 tsp = 6 g, honey 1 tbsp = 21 g, cocoa 1 tbsp = 5.4 g, large egg = 50 g, medium banana =
 * 118 g, long-grain rice 1 cup = 185 g, oats 1 cup = 81 g), NIST Handbook 44 (1 US cup = 236.588
 * ml; 1 oz = 28.3495 g) and the metric system (1 cl = 10 ml).
 */
const KNOWN: [MeasuredIngredient, number, ConverterUnit, ConverterUnit, number, number][] = [
  // ingredient, quantity, from, to, expected, tolerance
  ['plain-flour', 1, 'cup', 'g', 125, 0.01],
  ['plain-flour', 250, 'g', 'cup', 2, 0.001],
  ['plain-flour', 250, 'g', 'quarterCup', 8, 0.001],
  ['butter', 1, 'tbsp', 'g', 14.2, 0.05],
  ['butter', 113.5, 'g', 'halfCup', 1, 0.001],
  ['sugar', 1, 'cup', 'g', 200, 0.01],
  ['sugar', 100, 'g', 'tbsp', 8, 0.001],
  ['milk', 1, 'cup', 'g', 244, 0.01],
  ['milk', 1, 'cup', 'ml', 236.588, 0.001],
  ['milk', 25, 'cl', 'ml', 250, 0.001],
  ['salt', 1, 'tsp', 'g', 6.08, 0.01],
  ['honey', 1, 'tbsp', 'g', 21.2, 0.05],
  ['cocoa-powder', 1, 'tbsp', 'g', 5.4, 0.05],
  ['egg', 1, 'piece', 'g', 50, 0.001],
  ['egg', 150, 'g', 'piece', 3, 0.001],
  ['banana', 1, 'piece', 'g', 118, 0.001],
  ['basmati-rice', 1, 'cup', 'g', 185, 0.01],
  ['rolled-oat', 1, 'thirdCup', 'g', 27, 0.01],
  ['water', 1, 'oz', 'g', 28.3495, 0.0001],
  ['water', 1, 'tbsp', 'tsp', 3, 0.0001],
  ['water', 1, 'cup', 'tbsp', 16, 0.0001],
];

describe('kitchen measures', () => {
  it.each(KNOWN)('%s: %d %s is %d %s', (ingredient, quantity, from, to, expected, tolerance) => {
    expect(Math.abs((convert(ingredient, quantity, from, to) ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance);
  });

  // tests/content.test.ts checks that each is an ingredient of the catalogue.
  it('has about 45 ingredients, each with a cup weight', () => {
    expect(MEASURED_INGREDIENTS.length).toBeGreaterThanOrEqual(40);
    expect(MEASURED_INGREDIENTS.length).toBeLessThanOrEqual(55);
    for (const id of MEASURED_INGREDIENTS) {
      expect(INGREDIENT_MEASURES[id].gramsPerCup).toBeGreaterThan(0);
    }
  });

  it('counts pieces only for what comes in pieces', () => {
    expect(unitsOf('egg')).toEqual(CONVERTER_UNITS);
    expect(unitsOf('plain-flour')).not.toContain('piece');
    expect(convert('plain-flour', 1, 'piece', 'g')).toBeNull();
    expect(convertToAll('plain-flour', 250, 'g').map((row) => row.unit)).toEqual(
      CONVERTER_UNITS.filter((unit) => unit !== 'g' && unit !== 'piece'),
    );
  });

  it('round-trips every unit of every ingredient', () => {
    for (const id of MEASURED_INGREDIENTS) {
      for (const unit of unitsOf(id)) {
        expect(convert(id, convert(id, 3, 'g', unit) ?? 0, unit, 'g')).toBeCloseTo(3, 9);
      }
    }
  });
});

describe('measureText', () => {
  it.each([
    [1.5037, 'cup', '1 ½'],
    [0.75, 'cup', '¾'],
    [0.34, 'quarterCup', '⅓'],
    [2.68, 'tbsp', '2 ⅔'],
    [1.97, 'tsp', '2'],
    [12.4, 'tbsp', '12'],
    [0.05, 'tsp', '¼'],
    [250.4, 'g', '250'],
    [7.46, 'ml', '7.5'],
    [23.66, 'cl', '23.7'],
    [8.8, 'oz', '8 ¾'],
  ] as const)('%d %s reads "%s"', (value, unit, text) => {
    expect(measureText(value, unit, 'en-US').text).toBe(text);
  });

  it('says when a measure is too small for its unit', () => {
    expect(measureText(0.05, 'tsp', 'en-US').tiny).toBe(true);
    expect(measureText(0.2, 'tsp', 'en-US')).toEqual({ text: '¼', value: 0.25, tiny: false });
  });

  it('writes numbers in the locale', () => {
    expect(measureText(7.46, 'ml', 'fr').text).toBe('7,5');
    expect(measureText(1234, 'g', 'de').text).toBe('1.234');
  });
});
