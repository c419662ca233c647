import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { byText, placeInList, removeFromList } from './listUpdates.ts';

/** The categories of the collections screen (`collectionCategories` at the root), when they were loaded. */
function categoriesOf(store: RecordSourceSelectorProxy): RecordProxy[] {
  return (store.getRoot().getLinkedRecords('collectionCategories') ?? []).filter((category): category is RecordProxy => Boolean(category));
}

/** The collection in its category's list (by name) and in no other one's: created, or moved by an edit. */
export function placeCollection(store: RecordSourceSelectorProxy, collection: RecordProxy | null | undefined): void {
  const categoryId = collection?.getLinkedRecord('category')?.getDataID();
  if (!collection || !categoryId) return;
  for (const category of categoriesOf(store)) {
    if (category.getDataID() === categoryId) placeInList(category, 'collections', collection, byText('name'));
    else removeFromList(category, 'collections', collection.getDataID());
  }
}

/** A collection just created holds no elements and no kits: its card shows so without asking the server. */
export function startCounts(collection: RecordProxy | null | undefined): void {
  collection?.setValue(0, 'elementCount');
  collection?.setValue(0, 'kitCount');
}

/** A deleted collection leaves every category's list. */
export function removeCollection(store: RecordSourceSelectorProxy, collectionId: string): void {
  for (const category of categoriesOf(store)) removeFromList(category, 'collections', collectionId);
}
