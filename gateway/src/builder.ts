import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GatewayContext } from './context.ts';
import { forbidden, nullIfNotFound, unauthenticated } from './errors.ts';
import UnknownIdsPlugin, { decodeGlobalIdLeniently, isNodeType, SYNC_NODE_IDS } from './global-ids.ts';
import ForgetAfterMutationPlugin from './mutation-fields.ts';
import { startNodeReadAhead } from './read-ahead.ts';

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  AuthScopes: { signedIn: boolean; admin: boolean; salon: boolean };
  DefaultFieldNullability: false;
}>({
  // UnknownIdsPlugin sits inside ErrorsPlugin: the NotFoundFailure it makes of a malformed id becomes a NotFoundError.
  // ForgetAfterMutationPlugin, last, wraps the mutations' own resolvers: the cache is emptied as soon as one has run.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, UnknownIdsPlugin, RelayPlugin, SYNC_NODE_IDS, DataloaderPlugin, ForgetAfterMutationPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // The viewer is fetched at most once per request, and only when a field asks for a scope.
    authScopes: async (context) => {
      const viewer = await context.viewer();
      return { signedIn: viewer !== null, admin: viewer?.isAdmin === true, salon: viewer?.isSalon === true };
    },
    unauthorizedError: (_parent, context) => (context.rest.token ? forbidden() : unauthenticated()),
    // A type's scopes (an Element's `admin`, say) are checked once per object, before any of its fields runs, instead
    // of wrapping each of its fields: a page of 50 elements with nine prices each resolves about 1,500 fields.
    runScopesOnType: true,
  },
  errors: { directResult: true, unsafelyHandleInputErrors: true },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // A malformed id is decoded as one of no type, so that node(id) and nodes(ids) answer it as unknown.
    decodeGlobalID: decodeGlobalIdLeniently,
    // An id that no longer resolves is null, not an error: Relay then drops it from the store; so is an id of no node type.
    nodeQueryOptions: {
      resolve: async (_root, { id }, context, info, resolveNode) => {
        if (!isNodeType(info.schema, id.typename)) return null;
        // What the node's selected fields load starts with the node (a Relay pagination query's page of elements, say).
        startNodeReadAhead(context, id, info);
        return nullIfNotFound(await resolveNode(id));
      },
    },
    nodesQueryOptions: {
      resolve: async (_root, { ids }, context, info): Promise<unknown[]> => {
        const loadable = ids.map((id) => (isNodeType(info.schema, id.typename) ? id : null));
        for (const id of loadable) if (id) startNodeReadAhead(context, id, info);
        return (await resolveNodes(builder, context, info, loadable)).map(nullIfNotFound);
      },
    },
  },
});

/** The builder's schema types, for helpers that declare fields (mutations.ts). */
export type GatewayTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
