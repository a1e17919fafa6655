import { describe, expect, it } from 'vitest';
import { isAcceptablePhoto, isValidEmail, normalizeEmail, passwordProblems } from './validation';

describe('account validation', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.b+tag@mail.example.co.uk', true],
    ['ana@example', false],
    ['ana example.com', false],
    ['@example.com', false],
  ])('email %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('normalizes addresses', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('asks a new password for its length only, and not to be a common one', () => {
    expect(passwordProblems('Tomate!9')).toEqual([]);
    expect(passwordProblems('short')).toEqual(['length']);
    // No character classes (NIST SP 800-63B): a phrase is a good password.
    expect(passwordProblems('crème brûlée au four')).toEqual([]);
    expect(passwordProblems('alllowercase')).toEqual([]);
    // Counted as a person counts: seven emoji are seven characters, not fourteen.
    expect(passwordProblems('🍅🍅🍅🍅🍅🍅🍅')).toEqual(['length']);
    expect(passwordProblems('x'.repeat(129))).toEqual(['length']);
    const common = (password: string) => password.toLowerCase() === 'sunshine';
    expect(passwordProblems('SunShine', common)).toEqual(['common']);
    expect(passwordProblems('sunshine in the kitchen', common)).toEqual([]);
  });
});

describe('isAcceptablePhoto', () => {
  it('takes a jpg or png of 5 MB at most', () => {
    expect(isAcceptablePhoto({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBe(true);
    expect(isAcceptablePhoto({ size: 1000, type: 'image/png' })).toBe(true);
    expect(isAcceptablePhoto({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(false);
    expect(isAcceptablePhoto({ size: 1000, type: 'image/gif' })).toBe(false);
  });
});
