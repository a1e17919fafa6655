import { expect, it } from 'vitest';
import { CARD_DECLINE_LOCK, locksBilling } from './card-testing';

it('locks billing at the fifth decline of a day, not before', () => {
  expect(CARD_DECLINE_LOCK.declines).toBe(5);
  expect(locksBilling(4)).toBe(false);
  expect(locksBilling(5)).toBe(true);
  expect(locksBilling(6)).toBe(true);
});
