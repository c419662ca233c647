import { describe, expect, it } from 'vitest';
import { containsPattern, nameSearchKey, nameSortKey } from './name-keys.ts';

/** Polish collation as the API sorted in code before (api/src/catalog/order.ts). */
const polish = new Intl.Collator('pl', { sensitivity: 'variant', numeric: true });
/** Bytewise order of the UTF-8 encodings, as the database compares the keys (COLLATE "C"). */
const bySortKey = (a: string, b: string) => Buffer.compare(Buffer.from(nameSortKey(a)), Buffer.from(nameSortKey(b)));

const NAMES = [
  'Łącznik narożny', 'Leżanka prawa', 'Lezanka', 'ŁÓDŹ', 'łódź', 'Źdźbło', 'Źrebię', 'Żółw', 'Żaba', 'Zebra', 'Zupa', 'Zz', 'Zź', 'Zż',
  'Ćma', 'Ceramika', 'Ęka', 'Śruba', 'Ńa', 'Óśmy', 'Ołówek', 'Olcha', 'Oś', 'Osa', 'Moduł 2', 'Moduł 10', 'Moduł 2-osobowy',
  'Moduł 2 osobowy', 'Moduł (duży)', 'Moduł 3-os.', 'Moduł 3 os.', 'Sofa 1', 'Sofa 12345678901234', 'Sofa_1', 'Sofa1', 'Sofa-1',
  'Sofa/1', 'Sofa~1', 'Narożnik 90', 'Narożnik 90°', 'Narożnik 90 lewy', 'Narożnik lewy 90°', 'Pufa', 'Pufa 40x40', 'Pufa 40×40',
  'Pufa 60×60', 'Élan ß æ ø', 'Пуф угловой', 'Καναπές', 'Fotel 😀', 'a_b%c\\d', 'Abc', 'abc', 'ab', 'a b', 'a-b', 'ą', 'aé', 'ae',
  'Ae', 'e', 'é', 'E', 'Fotel „Klub”', 'Fotel «Klub»', 'Fotel – klub', 'Fotel…',
];

describe('nameSortKey', () => {
  it('orders names as Polish collation does (numbers by value, punctuation first, ties by accents then case)', () => {
    expect([...NAMES].sort(bySortKey)).toEqual([...NAMES].sort(polish.compare));
  });

  it('sorts each Polish letter right after its base letter, ź before ż', () => {
    const alphabet = ['a', 'ą', 'b', 'c', 'ć', 'd', 'e', 'ę', 'l', 'ł', 'm', 'n', 'ń', 'o', 'ó', 'p', 's', 'ś', 't', 'z', 'ź', 'ż'];
    expect([...alphabet].reverse().sort(bySortKey)).toEqual(alphabet);
    expect(['ąb', 'az', 'ab'].sort(bySortKey)).toEqual(['ab', 'az', 'ąb']);
  });

  it('breaks a tie of equal numbers by the digits as written (Polish collation puts fewer leading zeros first)', () => {
    expect(['Sofa 2', 'Sofa 02'].sort(bySortKey)).toEqual(['Sofa 02', 'Sofa 2']);
    expect(['Sofa 2', 'Sofa 02'].sort(polish.compare)).toEqual(['Sofa 2', 'Sofa 02']);
  });

  it('gives distinct names distinct keys', () => {
    expect(new Set(NAMES.map(nameSortKey)).size).toBe(NAMES.length);
  });
});

describe('nameSearchKey and containsPattern', () => {
  it('lower-cases Polish and other capitals without a locale', () => {
    expect(nameSearchKey('ŁĄCZNIK Żółty ÉLAN ПУФ')).toBe('łącznik żółty élan пуф');
  });

  it('escapes what LIKE would read as wildcards', () => {
    expect(containsPattern('Łącz')).toBe('%łącz%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
