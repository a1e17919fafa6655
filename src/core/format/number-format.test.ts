import { describe, expect, it } from 'vitest';
import { numberFormat, pluralRulesOf } from './number-format';

describe('number formats made once', () => {
  it('gives the same format for the same locale and options, another for others', () => {
    const twoDigits = numberFormat('fr-FR', { maximumFractionDigits: 2 });
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).toBe(twoDigits);
    expect(twoDigits.format(1234.567)).toBe(
      new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(numberFormat('fr-FR', { maximumFractionDigits: 0 })).not.toBe(twoDigits);
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(twoDigits);
    expect(numberFormat('en-US').format(1.5)).toBe('1.5');
  });

  it('gives each locale its plural rules', () => {
    expect(pluralRulesOf('fr-FR')).toBe(pluralRulesOf('fr-FR'));
    expect(pluralRulesOf('fr-FR').select(1.5)).toBe('one');
    expect(pluralRulesOf('en-US').select(1.5)).toBe('other');
  });
});
