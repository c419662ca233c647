import { compareElements } from '@meble/domain/order';
import type { Environment, RecordProxy } from 'relay-runtime';
import { connectionId } from './listUpdates.ts';

/** The `@connection` keys of a collection's element lists (ElementsTable.tsx, Discounts.tsx). */
export const ELEMENT_LIST_KEYS = ['ElementsTable_elements', 'Discounts_elements'] as const;

/**
 * The store ids of a collection's unfiltered element lists that were loaded, where an element created or
 * deleted comes or goes (a list never loaded is read whole when it is first shown).
 */
export function elementListsOf(environment: Environment, collectionId: string): string[] {
  const source = environment.getStore().getSource();
  return ELEMENT_LIST_KEYS.map((key) => connectionId(collectionId, key)).filter((id) => source.has(id));
}

const orderFields = (record: RecordProxy) => ({ displayOrd: Number(record.getValue('displayOrd') ?? 0), name: String(record.getValue('name') ?? '') });

/** Compares two element records as the API lists elements: displayOrd, then the name's sort key. */
export const byElementOrder = (a: RecordProxy, b: RecordProxy): number => compareElements(orderFields(a), orderFields(b));
