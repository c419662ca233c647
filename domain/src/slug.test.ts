import { expect, it } from 'vitest';
import { slugify } from './slug.ts';

it.each([
  ['Łódź Narożnik', 'lodz-naroznik'],
  ['  Manhattan  ', 'manhattan'],
  ['Sofa „Żółć” 3+1', 'sofa-zolc-3-1'],
  ['ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż', 'acelnoszz-acelnoszz'],
  ['Café Crème', 'cafe-creme'],
  ['---', ''],
])('%j → %j (D5)', (name, slug) => {
  expect(slugify(name)).toBe(slug);
});
