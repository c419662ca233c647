import { containsPattern, NAME_CASE_UPPER, NAME_SORT_FROM, nameSearchKey, nameSortKey } from '@meble/domain/name-keys';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../kit/api.ts';

/** Names the catalogue has or could have: Polish letters in both cases, numbers, punctuation, other scripts. */
const NAMES = [
  'Łącznik narożny',
  'Leżanka prawa',
  'Lezanka',
  'ŁÓDŹ',
  'łódź',
  'Źdźbło',
  'Żółw',
  'Zebra',
  'Ćma',
  'Ceramika',
  'Ęka',
  'Śruba',
  'Ńa',
  'Óśmy',
  'Moduł 2',
  'Moduł 10',
  'Moduł 010',
  'Moduł 2-osobowy',
  'Moduł 2 osobowy',
  'Moduł (duży)',
  'Sofa 12345678901234',
  'Narożnik lewy 90°',
  'Pufa 60×60',
  'Élan ß æ ø',
  'Пуф угловой',
  'Καναπές',
  'Fotel 😀',
  'a_b%c\\d',
  `Wielkie ${NAME_CASE_UPPER}`,
  `Znaki ${NAME_SORT_FROM}`,
  'Numer 0000000000123 i 12345678901234 i 007',
];

/** Bytewise order of the UTF-8 encodings, as COLLATE "C" compares. */
const bytewise = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('the element list keys: SQL (generated columns) and domain/src/name-keys.ts agree', () => {
  let t: TestApi;
  let collectionId: string;

  beforeAll(async () => {
    t = await createTestApi();
    const seeded = await t.kit.collection().name('Klucze Nazw').withElementCategories(1).create();
    collectionId = seeded.collection._id;
    for (const name of NAMES) await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name(name).displayOrd(1).create();
  });
  afterAll(() => t.close());

  it('stores the search key and the sort key the domain computes', async () => {
    const rows = await t.db.selectFrom('elements').select(['name', 'search_key', 'sort_key']).where('collection_id', '=', collectionId).execute();
    expect(rows).toHaveLength(NAMES.length);
    for (const row of rows) {
      expect(row.search_key, row.name).toBe(nameSearchKey(row.name));
      expect(row.sort_key, row.name).toBe(nameSortKey(row.name));
    }
  });

  it('orders by the sort key as the domain does, bytewise', async () => {
    const rows = await t.db.selectFrom('elements').select('name').where('collection_id', '=', collectionId).orderBy('display_ord').orderBy('sort_key').execute();
    expect(rows.map((row) => row.name)).toEqual([...NAMES].sort((a, b) => bytewise(nameSortKey(a), nameSortKey(b))));
    expect(rows.map((row) => row.name).slice(0, 3)).toEqual(['a_b%c\\d', 'Ceramika', 'Ćma']);
  });

  it.each(['łódź', 'ŁÓD', 'lodz', 'moduł 2', 'MODUL 2', 'zolw', '_b%', 'c\\d', 'Пуф', 'ß æ', 'élan', '😀', 'lezanka'])('filters %s as a substring of the search key', async (needle) => {
    const rows = await t.db
      .selectFrom('elements')
      .select('name')
      .where('collection_id', '=', collectionId)
      .where(sql<boolean>`search_key like ${containsPattern(needle)}`)
      .execute();
    const expected = NAMES.filter((name) => nameSearchKey(name).includes(nameSearchKey(needle)));
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.name).sort()).toEqual(expected.sort());
  });
});
