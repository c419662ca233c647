import type { ComponentType } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { defineScreen } from '../../relay/screen.tsx';
import type { ScreenModule } from '../../relay/screen.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { CollectionNotFound } from './CollectionNotFound.tsx';

/** A query of a collection route: `collection(slug: $slug) { name … }` and what the screen reads beside it. */
interface CollectionQuery extends OperationType {
  variables: { slug: string };
  response: { readonly collection: { readonly name: string } | null | undefined };
}

/** The collection a collection query answered (when the slug names one). */
export type CollectionOf<TQuery extends CollectionQuery> = NonNullable<TQuery['response']['collection']>;

/**
 * A collection route's screen: its query by the address's slug (and `search`: the other variables, from the
 * address's search params), its body given the collection (whose name the shell's breadcrumb and title then
 * show), or the collection's not-found state.
 */
export function defineCollectionScreen<TQuery extends CollectionQuery>(
  query: GraphQLTaggedNode,
  Body: ComponentType<{ collection: CollectionOf<TQuery> }>,
  search?: (params: URLSearchParams) => Omit<TQuery['variables'], 'slug'>,
): Required<ScreenModule> {
  function NamedBody({ collection }: { collection: CollectionOf<TQuery> }) {
    usePageNames({ collection: collection.name });
    return <Body collection={collection} />;
  }
  return defineScreen<TQuery, { collection: CollectionOf<TQuery> }>({
    query,
    variables: (params, searchParams) => ({ ...search?.(searchParams), slug: params.slug ?? '' }),
    select: ({ collection }) => collection && { collection },
    NotFound: CollectionNotFound,
    Body: NamedBody,
  });
}
