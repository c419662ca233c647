import { graphql } from 'react-relay';
import type { ElementHistory_element$key } from '../../__generated__/ElementHistory_element.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

const fragment = graphql`
  fragment ElementHistory_element on Element
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "ElementHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "ElementHistory_history") {
      edges {
        node {
          ...HistoryEntryItem_entry
        }
      }
    }
  }
`;

/** The element's 'Historia' (D29). */
export function ElementHistory({ element, version }: { element: ElementHistory_element$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={element} version={version} />;
}
