import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { DiscountsScreenQuery } from '../../__generated__/DiscountsScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { Discounts } from './Discounts.tsx';

const query = graphql`
  query DiscountsScreenQuery($slug: String!) {
    collection(slug: $slug) {
      name
      ...Discounts_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<DiscountsScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** `/collection/{slug}/discounts`: the collection's and its elements' discounts, view and edit (spec part 2 §2, §4). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<DiscountsScreenQuery>(query, queryRef);
  if (!collection) return <CollectionNotFound />;
  return (
    <section className="screen">
      <h1>{`Rabaty — ${collection.name}`}</h1>
      <Discounts collection={collection} />
    </section>
  );
}
