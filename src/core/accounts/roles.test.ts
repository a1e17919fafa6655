import { expect, it } from 'vitest';
import { isRole, roleRefusal } from './roles';

it('knows staff and moderator only; badges are not roles', () => {
  expect(isRole('staff')).toBe(true);
  expect(isRole('moderator')).toBe(true);
  expect(isRole('miamo-staff')).toBe(false);
});

it('needs the role, and for staff a session that passed the second factor', () => {
  const now = new Date();
  expect(roleRefusal('staff', { roles: [] }, { secondFactorAt: now })).toBe('role');
  expect(roleRefusal('staff', { roles: ['moderator'] }, { secondFactorAt: now })).toBe('role');
  expect(roleRefusal('staff', { roles: ['staff'] }, { secondFactorAt: null })).toBe('second-factor');
  expect(roleRefusal('staff', { roles: ['staff'] }, { secondFactorAt: now })).toBeNull();
  expect(roleRefusal('moderator', { roles: ['moderator'] }, { secondFactorAt: null })).toBeNull();
});
