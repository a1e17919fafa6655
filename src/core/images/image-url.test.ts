import { describe, expect, it } from 'vitest';
import { imageUrl, placeholderUrl, squareSrcSet, variantProblem } from './image-url';
import { IMAGE_VARIANTS } from '../rules';

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

it('asks only for variants the image route serves', () => {
  for (const url of [placeholderUrl('/images/a.jpg'), imageUrl('/images/a.jpg', { w: 1200, h: 1200, fit: 'crop' })]) {
    const query = new URL(url, 'http://x').searchParams;
    for (const size of [query.get('w'), query.get('h')].filter(Boolean))
      expect(IMAGE_VARIANTS.sizes).toContain(Number(size));
    expect(IMAGE_VARIANTS.qualities).toContain(Number(query.get('q')));
  }
  expect(IMAGE_VARIANTS.blurs).toContain(
    Number(new URL(placeholderUrl('/a.jpg'), 'http://x').searchParams.get('blur')),
  );
});

describe('variantProblem', () => {
  it('accepts exactly the shapes the site draws', () => {
    expect(variantProblem({})).toBeNull();
    expect(variantProblem({ w: 400, h: 400, fit: 'crop' })).toBeNull();
    expect(variantProblem({ w: 100, blur: 15, q: 50 })).toBeNull();
    expect(variantProblem({ w: 400, h: 800, fit: 'crop' })).toBe('h');
    expect(variantProblem({ w: 400, h: 400, fit: 'fill' })).toBe('fit');
    expect(variantProblem({ w: 400 })).toBe('h');
    expect(variantProblem({ w: 200, blur: 15, q: 50 })).toBe('w');
    expect(variantProblem({ w: 400, h: 400, fit: 'crop', q: 50 })).toBe('w');
  });
});
