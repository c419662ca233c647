import { graphql } from 'react-relay';
import type { CollectionHistory_collection$key } from '../../__generated__/CollectionHistory_collection.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment CollectionHistory_collection on Collection
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "CollectionHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "CollectionHistory_history") {
      edges {
        node {
          id
          ...HistoryEntryItem_entry
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

/** The collection's 'Historia' (D29): its own changes; its elements' and kits' are on their screens. */
export function CollectionHistory({ collection, version }: { collection: CollectionHistory_collection$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={collection} version={version} />;
}
