import { graphql } from 'react-relay';
import type { FabricHistory_fabric$key } from '../../__generated__/FabricHistory_fabric.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment FabricHistory_fabric on Fabric
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "FabricHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "FabricHistory_history") {
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

/** The fabric's 'Historia' (D29), under its screen. */
export function FabricHistory({ fabric, version }: { fabric: FabricHistory_fabric$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={fabric} version={version} />;
}
