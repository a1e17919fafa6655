import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, passwordProblems } from './validation';

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
