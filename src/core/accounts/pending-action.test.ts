import { expect, it } from 'vitest';
import { PENDING_ACTION_TTL_MS, parsePendingAction, serializePendingAction } from './pending-action';

const NOW = 1_800_000_000_000;

it('keeps a favourite or a follow through the log-in detour', () => {
  expect(parsePendingAction(serializePendingAction({ kind: 'favourite', recipeId: 'r1' }, NOW), NOW + 1000)).toEqual({
    kind: 'favourite',
    recipeId: 'r1',
  });
  expect(parsePendingAction(serializePendingAction({ kind: 'follow', userId: 'u1' }, NOW), NOW)).toEqual({
    kind: 'follow',
    userId: 'u1',
  });
  expect(parsePendingAction(serializePendingAction({ kind: 'choosePlan', plan: 'yearly' }, NOW), NOW)).toEqual({
    kind: 'choosePlan',
    plan: 'yearly',
  });
  expect(parsePendingAction(serializePendingAction({ kind: 'like', postId: 'p1' }, NOW), NOW)).toEqual({
    kind: 'like',
    postId: 'p1',
  });
});

it('forgets a stale, future-dated or malformed action', () => {
  expect(
    parsePendingAction(
      serializePendingAction({ kind: 'favourite', recipeId: 'r1' }, NOW),
      NOW + PENDING_ACTION_TTL_MS + 1,
    ),
  ).toBeNull();
  expect(parsePendingAction(serializePendingAction({ kind: 'favourite', recipeId: 'r1' }, NOW + 5000), NOW)).toBeNull();
  expect(parsePendingAction('{"kind":"delete-everything","at":1}', 2)).toBeNull();
  expect(parsePendingAction('{"kind":"favourite","recipeId":"","at":1}', 2)).toBeNull();
  expect(parsePendingAction('{"kind":"choosePlan","plan":"lifetime","at":1}', 2)).toBeNull();
  expect(parsePendingAction('{"kind":"like","postId":7,"at":1}', 2)).toBeNull();
  expect(parsePendingAction('not json', NOW)).toBeNull();
  expect(parsePendingAction(null, NOW)).toBeNull();
});
