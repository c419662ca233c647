import SchemaBuilder, { BasePlugin } from '@pothos/core';
import type { PothosOutputFieldConfig, SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

interface Forgetting {
  forget(): void;
}

function forgets(context: unknown): context is Forgetting {
  return typeof context === 'object' && context !== null && typeof (context as Partial<Forgetting>).forget === 'function';
}

/**
 * Empties the request's cache and loaders once a mutation field has run, whether it wrote or failed: what its
 * payload (and any later field of the operation) reads is read after the write, and no mutation has to remember to.
 */
export class ForgetAfterMutationPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType !== 'Mutation') return resolver;
    return async (parent, args, context, info) => {
      try {
        return await resolver(parent, args, context, info);
      } finally {
        if (forgets(context)) context.forget();
      }
    };
  }
}

const pluginName = 'forgetAfterMutation';
SchemaBuilder.registerPlugin(pluginName, ForgetAfterMutationPlugin);
export default pluginName;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      forgetAfterMutation: ForgetAfterMutationPlugin<Types>;
    }
  }
}
