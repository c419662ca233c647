import { decodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema/index.ts';

describe("a node's id", () => {
  // A page of 50 elements, each with its category and kits: an id answered as a promise made every one of those
  // objects wait a turn before its fields were gathered.
  const nodeTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node'));

  it.each(nodeTypes.map((type) => [type.name, type] as const))('of %s is answered at once, as its global id', (name, type) => {
    if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
    // Whatever path a type reads its raw id from (`_id`, `slug`, `configuration._id`), this record has it: 'raw-7'.
    const record: object = new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => 'raw-7' : typeof key === 'string' ? record : undefined) });
    const id: unknown = type.getFields().id?.resolve?.(record, {}, {}, {} as GraphQLResolveInfo);
    expect(typeof id).toBe('string');
    expect(decodeGlobalID(id as string)).toEqual({ typename: name, id: 'raw-7' });
  });

  it('covers every node type of the graph', () => {
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(['Collection', 'Element', 'ElementCategory', 'Kit', 'User']));
  });
});
