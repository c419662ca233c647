import { expect, it } from 'vitest';
import { CONNECTION_CODES, DEFAULT_COLLECTION_SLUG, FINISH_TYPES, PRICE_GROUPS } from './catalog.ts';

it('holds the spec constants: price groups A–I, finishes w/c/m, connections a/l/r, default collection', () => {
  expect(PRICE_GROUPS.join('')).toBe('ABCDEFGHI');
  expect(FINISH_TYPES.map((f) => f.code)).toEqual(['w', 'c', 'm']);
  expect(CONNECTION_CODES.map((c) => [c.code, c.name])).toEqual([
    ['a', 'Dowolnie'],
    ['l', 'Lewa'],
    ['r', 'Prawa'],
  ]);
  expect(DEFAULT_COLLECTION_SLUG).toBe('manhattan');
});
