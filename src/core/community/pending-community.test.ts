import { expect, it } from 'vitest';
import { parsePendingAction, serializePendingAction } from '../accounts/pending-action';
import type { PendingCommunityAction } from './pending-community';

const NOW = 1_800_000_000_000;
const roundTrip = (action: PendingCommunityAction) => parsePendingAction(serializePendingAction(action, NOW), NOW);
const parse = (value: object) => parsePendingAction(JSON.stringify({ ...value, at: NOW }), NOW);

it('keeps a rating, a comment, a reply and a comment like through the log-in detour', () => {
  const rate = { kind: 'rate', recipeId: 'tarte-tatin', stars: 4, reasons: ['tasty', 'quick'] } as const;
  expect(roundTrip({ ...rate, reasons: [...rate.reasons] })).toEqual(rate);
  const comment = { kind: 'comment', comment: { text: 'Miam', type: 'question', recipe: 'tarte-tatin' } } as const;
  expect(roundTrip(comment)).toEqual(comment);
  const reply = { kind: 'comment', comment: { text: 'Oui', type: 'comment', parent: 7 } } as const;
  expect(roundTrip(reply)).toEqual(reply);
  expect(roundTrip({ kind: 'likeComment', commentId: 'c-1' })).toEqual({ kind: 'likeComment', commentId: 'c-1' });
});

it('forgets a malformed rating', () => {
  expect(parse({ kind: 'rate', recipeId: 'r', stars: 6, reasons: [] })).toBeNull();
  expect(parse({ kind: 'rate', recipeId: 'r', stars: 2.5, reasons: [] })).toBeNull();
  expect(parse({ kind: 'rate', recipeId: 'r', stars: 3, reasons: ['delicious-lies'] })).toBeNull();
  expect(parse({ kind: 'rate', recipeId: '', stars: 3, reasons: [] })).toBeNull();
});

it('forgets a malformed comment', () => {
  const base = { text: 'Miam', type: 'comment', recipe: 'r' };
  expect(parse({ kind: 'comment', comment: { ...base, text: '' } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { ...base, text: 'x'.repeat(501) } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { ...base, type: 'all' } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { ...base, post: 'p' } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { text: 'Miam', type: 'comment' } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { ...base, parent: 7 } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { text: 'Oui', type: 'comment', parent: -1 } })).toBeNull();
  expect(parse({ kind: 'comment', comment: { ...base, recipe: 7 } })).toBeNull();
  expect(parse({ kind: 'comment', comment: 'Miam' })).toBeNull();
  expect(parse({ kind: 'likeComment', commentId: 3 })).toBeNull();
});
