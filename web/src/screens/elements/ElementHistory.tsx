import { graphql } from 'react-relay';
import type { ElementHistory_element$key } from '../../__generated__/ElementHistory_element.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment ElementHistory_element on Element
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "ElementHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "ElementHistory_history") {
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

/** The element's 'Historia' (D29). */
export function ElementHistory({ element, version }: { element: ElementHistory_element$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={element} version={version} />;
}
