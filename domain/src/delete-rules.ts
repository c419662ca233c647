import { catalogMessages } from './messages/catalog.ts';

/**
 * What stops a delete, as the Polish reason the API refuses it with (409), or null when the record may go. The API's
 * delete and the graph's `viewerCanDelete` both ask these, so a delete is offered exactly when it will succeed.
 * Collections and kits have no rule: a collection goes with everything in it, a kit with its element list (D8).
 */

/** What uses an element category: its elements (REST: the category's `elementCount`). */
export interface ElementCategoryUsage {
  elementCount: number;
}

/** A category that elements use stays, or those elements would lose their category. */
export function elementCategoryDeleteBlocker({ elementCount }: ElementCategoryUsage): string | null {
  return elementCount > 0 ? catalogMessages.elementCategoryInUse(elementCount) : null;
}

/** What uses an element: the kits that hold it, by name in Polish order (REST: the element's `kitNames`). */
export interface ElementUsage {
  kitNames: readonly string[];
}

/** An element that kits hold stays, or those kits would change behind their editors' backs. */
export function elementDeleteBlocker({ kitNames }: ElementUsage): string | null {
  return kitNames.length > 0 ? catalogMessages.elementInKits(kitNames) : null;
}
