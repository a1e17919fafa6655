import { describe, expect, it } from 'vitest';
import { clampServings, scaleQuantity } from './scale';

describe('scaleQuantity', () => {
  it('keeps the quantity for the same servings', () => expect(scaleQuantity(200, 4, 4, 'g')).toBe(200));
  it('doubles and halves', () => {
    expect(scaleQuantity(200, 4, 8, 'g')).toBe(400);
    expect(scaleQuantity(3, 4, 2, 'piece')).toBe(1.5);
  });
  it('rounds large amounts to whole numbers', () => expect(scaleQuantity(125, 4, 3, 'g')).toBe(94));
  it('rounds small amounts to quarters, pieces to halves', () => {
    expect(scaleQuantity(1, 4, 3, 'tbsp')).toBe(0.75);
    expect(scaleQuantity(1, 4, 3, 'piece')).toBe(1);
  });
  it('never scales a pinch to nothing', () => expect(scaleQuantity(1, 8, 1, 'pinch')).toBe(0.25));
  it('leaves "to taste" alone', () => expect(scaleQuantity(null, 4, 8, null)).toBeNull());
});

describe('clampServings', () => {
  it('stays within 1 to 24', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(30)).toBe(24);
    expect(clampServings(3.4)).toBe(3);
  });
});
