import { graphql } from 'react-relay';
import type { FabricFamilyHistory_family$key } from '../../__generated__/FabricFamilyHistory_family.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment FabricFamilyHistory_family on FabricFamily
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "FabricFamilyHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "FabricFamilyHistory_history") {
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

/** The family's 'Historia' (D29), under its screen. */
export function FabricFamilyHistory({ family, version }: { family: FabricFamilyHistory_family$key; version: number | null | undefined }) {
  return <RecordHistory fragment={fragment} record={family} version={version} />;
}
