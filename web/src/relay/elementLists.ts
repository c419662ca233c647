import { connectionId } from './listUpdates.ts';

/** The `@connection` keys of a collection's element lists (ElementsTable.tsx, Discounts.tsx). */
export const ELEMENT_LIST_KEYS = ['ElementsTable_elements', 'Discounts_elements'] as const;

/** The store ids of a collection's unfiltered element lists, where an element created or deleted comes or goes. */
export function elementListsOf(collectionId: string): string[] {
  return ELEMENT_LIST_KEYS.map((key) => connectionId(collectionId, key));
}
