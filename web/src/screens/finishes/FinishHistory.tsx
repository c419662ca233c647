import { graphql } from 'react-relay';
import type { FinishHistory_finish$key } from '../../__generated__/FinishHistory_finish.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment FinishHistory_finish on Finish
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "FinishHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "FinishHistory_history") {
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

/** The finish's 'Historia' (D29), under its screen. */
export function FinishHistory({ finish, version }: { finish: FinishHistory_finish$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={finish} version={version} />;
}
