import { describe, expect, it } from 'vitest';
import { countOf, pluralForm } from './plural.ts';

const category = { one: 'kategoria', few: 'kategorie', many: 'kategorii' };

describe('pluralForm', () => {
  it('picks the Polish form by the count', () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 104, 112].map((n) => countOf(n, category))).toEqual([
      '0 kategorii',
      '1 kategoria',
      '2 kategorie',
      '4 kategorie',
      '5 kategorii',
      '11 kategorii',
      '12 kategorii',
      '14 kategorii',
      '21 kategorii',
      '22 kategorie',
      '25 kategorii',
      '104 kategorie',
      '112 kategorii',
    ]);
    expect(pluralForm(3, category)).toBe('kategorie');
  });
});
