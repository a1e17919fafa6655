import { expect, it } from 'vitest';
import { slugify } from './slugify';

it.each([
  ['Pâtes à la crème', 'pates-a-la-creme'],
  ['Süße Grüße', 'susse-grusse'],
  ['Œuf mollet', 'oeuf-mollet'],
  ['  Piña colada! ', 'pina-colada'],
])('slugifies %s', (text, slug) => expect(slugify(text)).toBe(slug));
