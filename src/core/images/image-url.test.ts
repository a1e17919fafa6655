import { expect, it } from 'vitest';
import { imageUrl, placeholderUrl, squareSrcSet } from './image-url';

it('adds auto=compress,format and q=90 to every picture', () => {
  expect(imageUrl('/images/a.jpg', { w: 400 })).toBe('/images/a.jpg?auto=compress,format&q=90&w=400');
});

it('makes the placeholder small, blurred and light', () => {
  expect(placeholderUrl('/images/a.jpg')).toBe('/images/a.jpg?auto=compress,format&q=50&w=100&blur=15');
});

it('lists square crops for srcset', () => {
  expect(squareSrcSet('/images/a.jpg', [200, 400])).toBe(
    '/images/a.jpg?auto=compress,format&q=90&w=200&h=200&fit=crop 200w, /images/a.jpg?auto=compress,format&q=90&w=400&h=400&fit=crop 400w',
  );
});
