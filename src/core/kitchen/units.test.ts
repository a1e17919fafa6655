import { describe, expect, it } from 'vitest';
import { defaultUnitSystem, type UnitSystem } from './unit-systems';
import { amountText, inSystem } from './units';

/** A line in a system, as the page shows its number and unit. */
function shown(ingredient: string, quantity: number, unit: string, system: UnitSystem, intlLocale = 'en-US') {
  const result = inSystem({ ingredient, quantity, unit }, system);
  return `${amountText(result.quantity ?? 0, result.unit, intlLocale)} ${result.unit}`;
}

describe('inSystem: known conversions', () => {
  it.each([
    // Dry goods by their own density: a cup of flour is 125 g, of sugar 200 g, of butter 227 g.
    ['plain-flour', 250, 'g', '2 cup'],
    ['sugar', 100, 'g', '½ cup'],
    ['brown-sugar', 55, 'g', '¼ cup'],
    ['butter', 113, 'g', '½ cup'],
    ['butter', 15, 'g', '1 tbsp'],
    ['cocoa-powder', 43, 'g', '½ cup'],
    ['basmati-rice', 370, 'g', '2 cup'],
    ['salt', 6, 'g', '1 tsp'],
    ['baking-powder', 2.3, 'g', '½ tsp'],
    // Liquids by volume: 240 ml is a cup, 15 ml a tablespoon, 5 ml a teaspoon.
    ['milk', 250, 'ml', '1 cup'],
    ['milk', 180, 'ml', '¾ cup'],
    ['water', 1, 'l', '4 ¼ cup'],
    ['olive-oil', 15, 'ml', '1 tbsp'],
    ['lime-juice', 3, 'cl', '2 tbsp'],
    ['vanilla-extract', 5, 'ml', '1 tsp'],
    ['red-wine', 750, 'ml', '3 ¼ cup'],
    // Weight without a known density: ounces, pounds from 454 g.
    ['beef-chuck', 1.2, 'kg', '2 ⅔ lb'],
    ['chicken-breast', 500, 'g', '1 lb'],
    ['bacon-lardon', 150, 'g', '5 ¼ oz'],
    ['dark-chocolate', 340, 'g', '12 oz'],
  ])('%s: %s %s is %s', (ingredient, quantity, unit, expected) => {
    expect(shown(ingredient, quantity, unit, 'us')).toBe(expected);
  });

  it.each([
    ['plain-flour', 2, 'cup', '250 g'],
    ['sugar', 0.5, 'cup', '100 g'],
    ['milk', 1, 'cup', '237 ml'],
    ['honey', 0.25, 'cup', '85 g'],
    ['heavy-cream-unknown', 1, 'cup', '237 ml'],
    ['cheddar', 8, 'oz', '227 g'],
    ['beef-chuck', 2, 'lb', '907 g'],
    ['beef-chuck', 3, 'lb', '1.36 kg'],
    ['stock', 2, 'floz', '59 ml'],
  ])('%s: %s %s is %s in metric', (ingredient, quantity, unit, expected) => {
    expect(shown(ingredient, quantity, unit, 'metric')).toBe(expected);
  });

  it('keeps spoons, pieces, pinches and "to taste" as they are in both systems', () => {
    for (const system of ['us', 'metric'] as const) {
      expect(inSystem({ ingredient: 'olive-oil', quantity: 2, unit: 'tbsp' }, system)).toEqual({
        quantity: 2,
        unit: 'tbsp',
      });
      expect(inSystem({ ingredient: 'egg', quantity: 3, unit: 'piece' }, system)).toEqual({
        quantity: 3,
        unit: 'piece',
      });
      expect(inSystem({ ingredient: 'salt', quantity: 1, unit: 'pinch' }, system)).toEqual({
        quantity: 1,
        unit: 'pinch',
      });
      expect(inSystem({ ingredient: 'salt', quantity: null, unit: null }, system)).toEqual({
        quantity: null,
        unit: null,
      });
    }
  });

  it('leaves metric in metric and cups in US', () => {
    expect(inSystem({ ingredient: 'plain-flour', quantity: 250, unit: 'g' }, 'metric')).toEqual({
      quantity: 250,
      unit: 'g',
    });
    expect(inSystem({ ingredient: 'plain-flour', quantity: 2, unit: 'cup' }, 'us')).toEqual({
      quantity: 2,
      unit: 'cup',
    });
  });
});

describe('amountText', () => {
  it('writes counts as fractions a cook reads', () => {
    expect(amountText(0.75, 'cup', 'en-US')).toBe('¾');
    expect(amountText(1.5, 'tbsp', 'en-US')).toBe('1 ½');
    expect(amountText(0.5, 'piece', 'fr-FR')).toBe('½');
    expect(amountText(0.33, 'cup', 'en-US')).toBe('⅓');
    expect(amountText(2, null, 'en-US')).toBe('2');
  });

  it('rounds grams and millilitres to what a scale shows, in the locale', () => {
    expect(amountText(333.4, 'g', 'en-US')).toBe('333');
    expect(amountText(94, 'g', 'en-US')).toBe('94');
    expect(amountText(2.34, 'g', 'en-US')).toBe('2.3');
    expect(amountText(1.2, 'kg', 'fr-FR')).toBe('1,2');
    expect(amountText(1234, 'ml', 'de-DE')).toBe('1.234');
  });
});

describe('defaultUnitSystem', () => {
  it('is US customary for en-us only', () => {
    expect(defaultUnitSystem('en-us')).toBe('us');
    for (const locale of ['en-gb', 'fr', 'de', 'it', 'es-es', 'es-mx', 'pt-br'] as const)
      expect(defaultUnitSystem(locale)).toBe('metric');
  });
});
