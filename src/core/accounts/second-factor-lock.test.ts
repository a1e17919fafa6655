import { expect, it } from 'vitest';
import { SECOND_FACTOR_LOCK, secondFactorLockSeconds } from './second-factor-lock';

it('locks at the tenth wrong code of a day, for an hour', () => {
  expect(SECOND_FACTOR_LOCK).toEqual({ failures: 10, windowMs: 86_400_000, lockMs: 3_600_000 });
});

it('counts the seconds a lock still holds', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  expect(secondFactorLockSeconds(null, now)).toBe(0);
  expect(secondFactorLockSeconds(new Date(now - 1), now)).toBe(0);
  expect(secondFactorLockSeconds(new Date(now + 1), now)).toBe(1);
  expect(secondFactorLockSeconds('2026-05-01T11:00:00Z', now)).toBe(3600);
});
