import { graphql } from 'react-relay';
import type { ElementCategoryHistory_elementCategory$key } from '../../__generated__/ElementCategoryHistory_elementCategory.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment ElementCategoryHistory_elementCategory on ElementCategory
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "ElementCategoryHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "ElementCategoryHistory_history") {
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

/** The category's 'Historia' (D29), on its edit screen (it has no other). */
export function ElementCategoryHistory({ elementCategory, version }: { elementCategory: ElementCategoryHistory_elementCategory$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={elementCategory} version={version} />;
}
