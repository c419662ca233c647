import { comparePolish } from '@meble/domain/order';
import { ConnectionHandler } from 'relay-runtime';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** The store's id of a list shown with `@connection(key)` under a record, for the given filter values (none = unfiltered). */
export function connectionId(recordId: string, key: string, filters: Record<string, unknown> = {}): string {
  return ConnectionHandler.getConnectionID(recordId, key, filters);
}

/** `totalCount` of each list moves by `delta` (what @appendNode / @deleteEdge leave as it was). */
export function shiftTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number): void {
  for (const id of connections) {
    const connection = store.get(id);
    const count = connection?.getValue('totalCount');
    if (connection && typeof count === 'number') connection.setValue(Math.max(0, count + delta), 'totalCount');
  }
}

/** A number field of a record moves by `delta` (a count shown elsewhere, e.g. what a delete takes with it). */
export function shiftNumber(record: RecordProxy | null | undefined, field: string, delta: number): void {
  const value = record?.getValue(field);
  if (record && typeof value === 'number') record.setValue(Math.max(0, value + delta), field);
}

/** A plain (not paged) list field without the record `id`; nothing when the list was never loaded. */
export function removeFromList(parent: RecordProxy | null | undefined, field: string, id: string): void {
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list) return;
  parent.setLinkedRecords(
    list.filter((item) => item && item.getDataID() !== id),
    field,
  );
}

/**
 * The record into a plain list at the place the server's order gives it (`before` compares two records as that
 * order does), or moved there when it is already in; nothing when the list was never loaded.
 */
export function placeInList(
  parent: RecordProxy | null | undefined,
  field: string,
  record: RecordProxy,
  before: (a: RecordProxy, b: RecordProxy) => number,
): void {
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list) return;
  const others = list.filter((item): item is RecordProxy => Boolean(item) && item?.getDataID() !== record.getDataID());
  const index = others.findIndex((item) => before(record, item) < 0);
  others.splice(index === -1 ? others.length : index, 0, record);
  parent.setLinkedRecords(others, field);
}

/** Compares two records by a number field, then a text field (Polish alphabetical order, numbers by value, as the API). */
export function byNumberThenText(numberField: string, textField: string) {
  const number = (record: RecordProxy) => Number(record.getValue(numberField) ?? 0);
  const text = (record: RecordProxy) => String(record.getValue(textField) ?? '');
  return (a: RecordProxy, b: RecordProxy) => number(a) - number(b) || comparePolish(text(a), text(b));
}

/** Compares two records by a text field (Polish alphabetical order, numbers by value, as the API). */
export function byText(textField: string) {
  const text = (record: RecordProxy) => String(record.getValue(textField) ?? '');
  return (a: RecordProxy, b: RecordProxy) => comparePolish(text(a), text(b));
}

/**
 * The node into each loaded paged list (`@connection`) at the place the server's order gives it (`before` compares
 * two nodes as that order does); not when it falls after the loaded edges of a list with more pages, where the
 * server's next page brings it.
 */
export function placeInConnections(
  store: RecordSourceSelectorProxy,
  connections: readonly string[],
  node: RecordProxy,
  edgeTypeName: string,
  before: (a: RecordProxy, b: RecordProxy) => number,
): void {
  for (const id of connections) {
    const connection = store.get(id);
    if (!connection) continue;
    const edges = (connection.getLinkedRecords('edges') ?? []).filter(
      (edge): edge is RecordProxy => Boolean(edge) && edge?.getLinkedRecord('node')?.getDataID() !== node.getDataID(),
    );
    const index = edges.findIndex((edge) => {
      const other = edge.getLinkedRecord('node');
      return other !== null && other !== undefined && before(node, other) < 0;
    });
    if (index === -1 && connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) continue;
    edges.splice(index === -1 ? edges.length : index, 0, ConnectionHandler.createEdge(store, connection, node, edgeTypeName));
    connection.setLinkedRecords(edges, 'edges');
  }
}
