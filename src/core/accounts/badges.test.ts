import { expect, it } from 'vitest';
import { badgesOf, displayNameOf } from './badges';

it('shows the four badges in a fixed order and ignores other user types', () => {
  expect(badgesOf(['tester', 'premium', 'creator', 'miamo-staff'])).toEqual(['miamo-staff', 'creator', 'tester']);
  expect(badgesOf(['animator'])).toEqual(['animator']);
  expect(badgesOf(undefined)).toEqual([]);
});

it('names a member by full name, else by username', () => {
  expect(displayNameOf({ first_name: 'Lucie', last_name: 'Moreau', username: 'chef_lucie' })).toBe('Lucie Moreau');
  expect(displayNameOf({ first_name: ' ', last_name: '', username: 'chef_lucie' })).toBe('@chef_lucie');
  expect(displayNameOf({})).toBe('');
});
