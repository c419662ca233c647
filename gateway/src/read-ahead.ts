import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from './context.ts';
import { childSelections, type ChildSelection, type SelectionAt } from './selection.ts';

/** Starts what a field of a type, selected as `child`, will load for the object named by `key`. */
export type FieldReadAhead<Key> = (context: GatewayContext, key: Key, child: ChildSelection) => void;

/**
 * What a type's fields start ahead. A field that returns the type (a root field, `node(id)`, or another type's field
 * reading ahead in turn) calls `start` while its scope check runs, so every REST call of a query goes out in the
 * round of the first one, instead of a round later when the resolvers get there. Each load started here is read by
 * its resolver through the same loader or memo, after the checks.
 */
export interface ReadAheads<Key> {
  readonly typeName: string;
  /** Registers what the object itself loads by its key (started whatever its fields). */
  itself(readAhead: (context: GatewayContext, key: Key) => void): void;
  /** Registers what `field` of the type loads: files that add a field to a type register it beside it. */
  on(field: string, readAhead: FieldReadAhead<Key>): void;
  /** Starts the object's own load and what its fields selected below `at` (which returns this type) will load. */
  start(context: GatewayContext, key: Key, at: SelectionAt): void;
}

function readAheads<Key>(typeName: string): ReadAheads<Key> {
  const selves: ((context: GatewayContext, key: Key) => void)[] = [];
  const fields = new Map<string, FieldReadAhead<Key>[]>();
  return {
    typeName,
    itself(readAhead) {
      selves.push(readAhead);
    },
    on(field, readAhead) {
      fields.set(field, [...(fields.get(field) ?? []), readAhead]);
    },
    start(context, key, at) {
      for (const readAhead of selves) readAhead(context, key);
      if (fields.size === 0) return;
      for (const [field, children] of childSelections(at, typeName)) {
        for (const readAhead of fields.get(field) ?? []) for (const child of children) readAhead(context, key, child);
      }
    },
  };
}

const declared = new Set<string>();
const nodeTypes = new Map<string, ReadAheads<string>>();

function declare(typeName: string): void {
  if (declared.has(typeName)) throw new Error(`the read-aheads of ${typeName} are declared twice`);
  declared.add(typeName);
}

/**
 * The read-aheads of a node type, keyed by the node's raw id: `node(id)` starts them for an id of this type, as
 * the type's own root fields do. Declared once, in the file that defines the type.
 */
export function nodeReadAheads(typeName: string): ReadAheads<string> {
  declare(typeName);
  const registry = readAheads<string>(typeName);
  nodeTypes.set(typeName, registry);
  return registry;
}

/** The read-aheads of a type that is not a node, keyed by whatever its fields need (the search's text, say). */
export function typeReadAheads<Key>(typeName: string): ReadAheads<Key> {
  declare(typeName);
  return readAheads<Key>(typeName);
}

/** Called by `node(id)` as it starts (builder.ts), before the type's scope check runs on the node's fields. */
export function startNodeReadAhead(context: GatewayContext, id: { typename: string; id: string }, info: GraphQLResolveInfo): void {
  nodeTypes.get(id.typename)?.start(context, id.id, info);
}
