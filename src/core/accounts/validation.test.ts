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

  it('lists what a password misses', () => {
    expect(passwordProblems('Tomate!9')).toEqual([]);
    expect(passwordProblems('short')).toEqual(['length', 'uppercase', 'number', 'special']);
    expect(passwordProblems('ALLUPPER1!')).toEqual(['lowercase']);
    expect(passwordProblems('Crème brûlée 1')).toEqual(['special']);
    expect(passwordProblems('Crème-brûlée1')).toEqual([]);
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
