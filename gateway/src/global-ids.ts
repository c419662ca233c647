import SchemaBuilder, { BasePlugin, completeValue, PothosValidationError } from '@pothos/core';
import type { PothosOutputFieldConfig, SchemaTypes } from '@pothos/core';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError, isObjectType } from 'graphql';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { messages } from '@meble/domain/messages';
import { NotFoundFailure } from './errors.ts';

/**
 * A malformed id (a typed-in or truncated address) answers like an unknown one, never with Pothos's English
 * 'Invalid global ID': `node`/`nodes` give null, a mutation its NotFoundError, any other field a Polish NOT_FOUND.
 */

/** The typename given to an id that does not decode: no type has it, so no load ever starts for it. */
const MALFORMED = '';

/** Decodes a global id; one that does not decode comes back as an id of no type (the builder's `relay.decodeGlobalID`). */
export function decodeGlobalIdLeniently(globalID: string): { typename: string; id: string } {
  try {
    return decodeGlobalID(globalID);
  } catch (error) {
    if (error instanceof PothosValidationError) return { typename: MALFORMED, id: globalID };
    throw error;
  }
}

/** Whether `node(id)` can load an id of this type: an object type of the schema implementing Node. */
export function isNodeType(schema: GraphQLSchema, typename: string): boolean {
  const type = typename === MALFORMED ? undefined : schema.getType(typename);
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
}

/** Pothos's refusal of an id argument: one that does not decode, or one of another type than the field takes. */
function isIdRefusal(error: unknown): boolean {
  return error instanceof PothosValidationError && /^(Invalid global ID: |ID: .* is not of type: )/.test(error.message);
}

function notFound(): GraphQLError {
  return new GraphQLError(messages.notFound, { extensions: { code: 'NOT_FOUND' } });
}

/**
 * Wraps the decoding of every field's id arguments (the relay plugin's arg mappers) so that a refused id becomes
 * the field's NotFoundFailure when it declares one (the errors plugin, outside, turns it into NotFoundError:
 * `errors.unsafelyHandleInputErrors`), else a Polish NOT_FOUND error. Listed after the errors plugin.
 */
export class UnknownIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!resolver || fieldConfig.argMappers.length === 0) return resolver;
    const errorTypes: unknown = fieldConfig.extensions?.pothosErrors;
    const declaresNotFound = Array.isArray(errorTypes) && errorTypes.includes(NotFoundFailure);
    return async (parent, args, context, info) => {
      try {
        return await resolver(parent, args, context, info);
      } catch (error) {
        if (!isIdRefusal(error)) throw error;
        throw declaresNotFound ? new NotFoundFailure(messages.notFound) : notFound();
      }
    };
  }
}

/**
 * A node's `id` answered as soon as its raw id is known. The relay plugin's own `id` field is an async function, so
 * every node in an answer (50 elements of a page, each with its category and kits) became a promise for graphql-js
 * to wait on: the objects' fields were then gathered through promises instead of in one synchronous pass.
 */
export class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.kind !== 'Object' || fieldConfig.name !== 'id') return fieldConfig;
    const typeConfig = this.buildCache.getTypeConfig(fieldConfig.parentType);
    const nodeId = (typeConfig.pothosOptions as { id?: { resolve?: unknown } }).id;
    if (typeConfig.kind !== 'Object' || typeof nodeId?.resolve !== 'function') return fieldConfig;
    const rawId = nodeId.resolve as GraphQLFieldResolver<unknown, Types['Context'], object>;
    const typename = typeConfig.name;
    // As the relay plugin encodes: the builder's own encoder when it names one.
    const encode = this.builder.options.relay?.encodeGlobalID ?? encodeGlobalID;
    return {
      ...fieldConfig,
      resolve: (parent, args, context, info) =>
        completeValue(rawId(parent, args, context, info), (id: unknown) => (id === null || id === undefined ? id : encode(typename, String(id), context))),
    };
  }
}

/** The builder's name of {@link SyncNodeIdsPlugin}, listed after the relay plugin that adds the `id` fields. */
export const SYNC_NODE_IDS = 'syncNodeIds';
SchemaBuilder.registerPlugin(SYNC_NODE_IDS, SyncNodeIdsPlugin);

const pluginName = 'unknownIds';
SchemaBuilder.registerPlugin(pluginName, UnknownIdsPlugin);
export default pluginName;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      unknownIds: UnknownIdsPlugin<Types>;
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}
