import { describe, expect, it } from 'vitest';
import { containsPattern, NAME_SEARCH_FROM, NAME_SEARCH_TO, nameSearchKey, nameSortKey } from './name-keys.ts';

/** Polish collation as the API sorted in code before (api/src/catalog/order.ts). */
const polish = new Intl.Collator('pl', { sensitivity: 'variant', numeric: true });
/** Bytewise order of the UTF-8 encodings, as the database compares the keys (COLLATE "C"). */
const bySortKey = (a: string, b: string) => Buffer.compare(Buffer.from(nameSortKey(a)), Buffer.from(nameSortKey(b)));

/** Names as a catalogue has them: Polish letters in both cases, numbers, spaces, hyphens, brackets, dots, slashes. */
const NAMES = [
  'Łącznik narożny', 'Leżanka prawa', 'Lezanka', 'ŁÓDŹ', 'Źdźbło', 'Źrebię', 'Żółw', 'Żaba', 'Zebra', 'Zupa', 'Zz', 'Zź', 'Zż',
  'Ćma', 'Ceramika', 'Ęka', 'Śruba', 'Ńa', 'Óśmy', 'Ołówek', 'Olcha', 'Oś', 'Osa', 'Moduł 2', 'Moduł 10', 'Moduł 2-osobowy',
  'Moduł 2 osobowy', 'Moduł (duży)', 'Moduł 3-os.', 'Moduł 3 os.', 'Moduł 1,5-osobowy', 'Sofa 1', 'Sofa 12345678901234', 'Sofa1',
  'Sofa-1', 'Sofa/1', 'Narożnik 90', 'Narożnik 90°', 'Narożnik 90 lewy', 'Narożnik lewy 90°', 'Pufa', 'Pufa 40x40', 'Pufa 60x60',
  'Pufa 120x60', 'Élan', 'Ölmühle', 'Café', 'Cafe au lait', 'ab', 'a b', 'a-b', 'ą', 'ae', 'aé', 'e', 'é', 'Fotel "Klub"', 'Fotel.',
  'Пуф угловой', 'Καναπές',
];

describe('nameSortKey', () => {
  it('orders names as Polish collation does: ą after every a…, ź before ż, numbers by value, accents second', () => {
    expect([...NAMES].sort(bySortKey)).toEqual([...NAMES].sort(polish.compare));
  });

  it('sorts each Polish letter right after its base letter', () => {
    const alphabet = ['a', 'ą', 'b', 'c', 'ć', 'd', 'e', 'ę', 'l', 'ł', 'm', 'n', 'ń', 'o', 'ó', 'p', 's', 'ś', 't', 'z', 'ź', 'ż'];
    expect([...alphabet].reverse().sort(bySortKey)).toEqual(alphabet);
    expect(['ąb', 'az', 'ab'].sort(bySortKey)).toEqual(['ab', 'az', 'ąb']);
  });

  // Where it departs from Polish collation, on purpose (each would cost the database a longer map on every insert).
  it.each([
    ['names equal but for case: capitals first', ['abc', 'Abc'], ['Abc', 'abc']],
    ['equal numbers: the digits as written', ['Sofa 2', 'Sofa 02'], ['Sofa 02', 'Sofa 2']],
    ['punctuation in ASCII order: _ after digits', ['Sofa_1', 'Sofa1'], ['Sofa1', 'Sofa_1']],
    ['symbols beyond ASCII after letters', ['Pufa 40×40', 'Pufa 40x40'], ['Pufa 40x40', 'Pufa 40×40']],
  ])('departs: %s', (_, polishOrder, keyOrder) => {
    expect([...polishOrder].sort(polish.compare)).toEqual(polishOrder);
    expect([...polishOrder].sort(bySortKey)).toEqual(keyOrder);
  });

  it('gives distinct names distinct keys', () => {
    const names = [...NAMES, 'abc', 'Abc', 'Sofa 02', 'Sofa 2'];
    expect(new Set(names.map(nameSortKey)).size).toBe(names.length);
  });
});

describe('nameSearchKey and containsPattern', () => {
  it('lower-cases and folds Polish and Latin-1 letters without a locale (other scripts keep their case)', () => {
    expect(nameSearchKey('ŁĄCZNIK Żółty ÉLAN ÖL ПУФ')).toBe('lacznik zolty elan ol ПУФ');
  });

  it('folds every Polish letter of either case to its base letter (D27)', () => {
    expect(nameSearchKey('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz acelnoszz');
    expect(nameSearchKey('Moduł narożny')).toContain(nameSearchKey('modul NAROZ'));
    expect(nameSearchKey('Zamknij')).toBe(nameSearchKey('zamknij'));
  });

  it('maps each folded letter once, to one letter', () => {
    expect(Array.from(NAME_SEARCH_FROM)).toHaveLength(Array.from(NAME_SEARCH_TO).length);
    expect(new Set(NAME_SEARCH_FROM).size).toBe(Array.from(NAME_SEARCH_FROM).length);
    expect(nameSearchKey(`${NAME_SEARCH_FROM}ÆØÐÞ`)).toMatch(/^[a-zæøðþ]+$/);
  });

  it('escapes what LIKE would read as wildcards', () => {
    expect(containsPattern('Łącz')).toBe('%lacz%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
