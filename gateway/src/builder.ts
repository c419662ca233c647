import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { GatewayContext } from './context.ts';
import { forbidden, nullIfNotFound, unauthenticated } from './errors.ts';
import { startNodeReadAhead } from './selection.ts';

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  AuthScopes: { signedIn: boolean; admin: boolean; salon: boolean };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // The viewer is fetched at most once per request, and only when a field asks for a scope.
    authScopes: async (context) => {
      const viewer = await context.viewer();
      return { signedIn: viewer !== null, admin: viewer?.isAdmin === true, salon: viewer?.isSalon === true };
    },
    unauthorizedError: (_parent, context) => (context.rest.token ? forbidden() : unauthenticated()),
  },
  errors: { directResult: true },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // An id that no longer resolves is null, not an error: Relay then drops it from the store.
    nodeQueryOptions: {
      resolve: async (_root, { id }, context, info, resolveNode) => {
        // A Relay pagination query asks node(id) for a page of a collection's elements: started with the node.
        startNodeReadAhead(context, id, info);
        return nullIfNotFound(await resolveNode(id));
      },
    },
    nodesQueryOptions: {
      resolve: async (_root, { ids }, _context, _info, resolveNodes) => (await resolveNodes(ids)).map(nullIfNotFound),
    },
  },
});
