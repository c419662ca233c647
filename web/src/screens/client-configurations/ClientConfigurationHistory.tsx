import { graphql } from 'react-relay';
import type { ClientConfigurationHistory_configuration$key } from '../../__generated__/ClientConfigurationHistory_configuration.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';

// RecordHistory reads every record type's entries (history.edges.node) and their items spread the entry's fragment.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment ClientConfigurationHistory_configuration on ClientConfiguration
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "ClientConfigurationHistoryPaginationQuery") {
    history(first: $first, after: $after) @connection(key: "ClientConfigurationHistory_history") {
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

/** The configuration's 'Historia' (D29), for administrators only: the graph refuses it to salon users. */
export function ClientConfigurationHistory({
  configuration,
  version,
}: {
  configuration: ClientConfigurationHistory_configuration$key;
  version: number | null | undefined;
}) {
  return <RecordHistory fragment={fragment} record={configuration} version={version} />;
}
