import { expect, it } from 'vitest';
import { decidesOwnRecipe, isRole, moderationRefusal, roleRefusal } from './roles';

it('knows staff and moderator only; badges are not roles', () => {
  expect(isRole('staff')).toBe(true);
  expect(isRole('moderator')).toBe(true);
  expect(isRole('miamo-staff')).toBe(false);
});

it('needs the role, and for staff and moderators a session that passed the second factor', () => {
  const now = new Date();
  expect(roleRefusal('staff', { roles: [] }, { secondFactorAt: now })).toBe('role');
  expect(roleRefusal('staff', { roles: ['moderator'] }, { secondFactorAt: now })).toBe('role');
  expect(roleRefusal('staff', { roles: ['staff'] }, { secondFactorAt: null })).toBe('second-factor');
  expect(roleRefusal('staff', { roles: ['staff'] }, { secondFactorAt: now })).toBeNull();
  expect(roleRefusal('moderator', { roles: ['moderator'] }, { secondFactorAt: null })).toBe('second-factor');
  expect(roleRefusal('moderator', { roles: ['moderator'] }, { secondFactorAt: now })).toBeNull();
});

it('lets a moderator or staff moderate only with the second factor on the session', () => {
  const now = new Date();
  expect(moderationRefusal({ roles: [] }, { secondFactorAt: now })).toBe('role');
  for (const roles of [['moderator'], ['staff'], ['staff', 'moderator']]) {
    expect(moderationRefusal({ roles }, { secondFactorAt: null })).toBe('second-factor');
    expect(moderationRefusal({ roles }, { secondFactorAt: now })).toBeNull();
  }
});

it('never lets a moderator decide on their own recipe', () => {
  expect(decidesOwnRecipe('a', { author_id: 'a' })).toBe(true);
  expect(decidesOwnRecipe('a', { author_id: 'b' })).toBe(false);
});
