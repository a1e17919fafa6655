import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './count';

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [15_400, '15K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [2_560_000, '2.5M'],
    [-3, '0'],
  ])('%d → %s', (count, expected) => {
    expect(abbreviateCount(count)).toBe(expected);
  });

  it('uses the locale decimal mark', () => {
    expect(abbreviateCount(1250, 'fr-FR')).toBe('1,2K');
  });
});
