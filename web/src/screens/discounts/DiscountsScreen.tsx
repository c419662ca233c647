import { graphql } from 'react-relay';
import type { DiscountsScreenQuery } from '../../__generated__/DiscountsScreenQuery.graphql.ts';
import { Screen } from '../../relay/screen.tsx';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { Discounts } from './Discounts.tsx';
import { discountsVariables } from './discountRules.ts';

const query = graphql`
  query DiscountsScreenQuery($slug: String!, $filter: String, $categoryId: ID) {
    collection(slug: $slug) {
      name
      ...Discounts_collection @arguments(filter: $filter, categoryId: $categoryId)
    }
  }
`;

type Collection = NonNullable<DiscountsScreenQuery['response']['collection']>;

/** `/collection/{slug}/discounts`: the collection's and its elements' discounts, view and edit (spec part 2 §2, §4). */
function DiscountsView({ collection }: { collection: Collection }) {
  return (
    <Screen title={`Rabaty — ${collection.name}`}>
      <Discounts collection={collection} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<DiscountsScreenQuery>(query, DiscountsView, discountsVariables);
