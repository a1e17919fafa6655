import { expect, it } from 'vitest';
import { COMMENT_MAX_CHARS } from '../rules';
import { commentCharactersLeft, commentLength } from './comment-length';

it('counts an emoji as one character, as the API does', () => {
  expect(commentLength('Miam 😋')).toBe(6);
  expect(commentCharactersLeft('')).toBe(COMMENT_MAX_CHARS);
  expect(commentCharactersLeft('😋'.repeat(COMMENT_MAX_CHARS + 2))).toBe(-2);
});
