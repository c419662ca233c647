import type { ComponentType } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { defineScreen } from '../../relay/screen.tsx';
import type { ScreenModule } from '../../relay/screen.tsx';
import { CollectionNotFound } from './CollectionNotFound.tsx';

/** A query of a collection route: `collection(slug: $slug)` and what the screen reads beside it. */
interface CollectionQuery extends OperationType {
  variables: { slug: string };
  response: { readonly collection: object | null | undefined };
}

/** The collection a collection query answered (when the slug names one). */
export type CollectionOf<TQuery extends CollectionQuery> = NonNullable<TQuery['response']['collection']>;

/**
 * A collection route's screen: its query by the address's slug (and `search`: the other variables, from the
 * address's search params), its body given the collection, or the collection's not-found state.
 */
export function defineCollectionScreen<TQuery extends CollectionQuery>(
  query: GraphQLTaggedNode,
  Body: ComponentType<{ collection: CollectionOf<TQuery> }>,
  search?: (params: URLSearchParams) => Omit<TQuery['variables'], 'slug'>,
): Required<ScreenModule> {
  return defineScreen<TQuery, { collection: CollectionOf<TQuery> }>({
    query,
    variables: (params, searchParams) => ({ ...search?.(searchParams), slug: params.slug ?? '' }),
    select: ({ collection }) => collection && { collection },
    NotFound: CollectionNotFound,
    Body,
  });
}
