import { expect, it } from 'vitest';
import { cursorOf } from './cursor';

it('reads the cursor of a next URL, absolute or relative, and null at the end', () => {
  expect(cursorOf('https://miamo.example/v1/community/users/u1/follower?cursor=abc&page_size=20')).toBe('abc');
  expect(cursorOf('/v1/community/posts?cursor=x%3D')).toBe('x=');
  expect(cursorOf(null)).toBeNull();
  expect(cursorOf('/v1/community/posts')).toBeNull();
});
