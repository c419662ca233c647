import { comparePolish } from '@meble/domain/order';
import { nameSearchKey } from '@meble/domain/name-keys';

/** The sorts of the collections screen, as the address keeps them (`?sort=`); `name` is the default. */
export const COLLECTION_SORTS = ['name', 'name-desc', 'elements'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export const COLLECTION_SORT_LABELS: Record<CollectionSort, string> = {
  name: 'Nazwa A–Ż',
  'name-desc': 'Nazwa Ż–A',
  elements: 'Najwięcej elementów',
};

/** The search parameters of the collections screen. */
export const COLLECTIONS_URL = { filter: 'name', sort: 'sort' } as const;

interface Listed {
  name: string;
  elementCount: number;
}

/** Whether a collection's name contains what was typed (case and Polish letters' case ignored, as the element filter). */
export function matchesName(name: string, filter: string): boolean {
  const wanted = nameSearchKey(filter.trim());
  return wanted === '' || nameSearchKey(name).includes(wanted);
}

const compare: Record<CollectionSort, (a: Listed, b: Listed) => number> = {
  name: (a, b) => comparePolish(a.name, b.name),
  'name-desc': (a, b) => comparePolish(b.name, a.name),
  elements: (a, b) => b.elementCount - a.elementCount || comparePolish(a.name, b.name),
};

/** The collections a category shows: those whose name matches, in the chosen order. */
export function visibleCollections<T extends Listed>(collections: readonly T[], filter: string, sort: CollectionSort): T[] {
  return collections.filter((collection) => matchesName(collection.name, filter)).sort(compare[sort]);
}
