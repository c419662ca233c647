import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { getNamedType, type GraphQLSchema } from 'graphql';
import { builder } from '../builder.ts';
import './root.ts';
import './error.ts';
import './user.ts';
import './sign-in.ts';
import './dictionaries.ts';
import './collection-category.ts';
import './collection.ts';
import './element-category.ts';
import './element.ts';
import './discounts.ts';
import './kit.ts';
import './elements-csv.ts';
import './client-configuration.ts';
import './search.ts';
import './translation.ts';
import './dashboard.ts';
import './file.ts';
import './fabric.ts';
import './finish.ts';
import './history.ts';

/**
 * Every list of the graph pages forward (`first`, `after`: the REST API's keyset pages). Pothos's connections also
 * declare `last` and `before`, which no resolver reads, so `before: "…"` answered the first page as if it were the
 * previous one. They are taken out of the schema: GraphQL refuses them by name, and the Docs do not offer them.
 */
export function forwardOnlyConnections(built: GraphQLSchema): GraphQLSchema {
  return mapSchema(built, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!field.args || !getNamedType(field.type).name.endsWith('Connection')) return field;
      const { before: _before, last: _last, ...args } = field.args;
      return { ...field, args };
    },
  });
}

export const schema = forwardOnlyConnections(builder.toSchema());
