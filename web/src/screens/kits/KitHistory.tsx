import { graphql, useFragment } from 'react-relay';
import KitHistoryPaginationQuery from '../../__generated__/KitHistoryPaginationQuery.graphql.ts';
import type { KitHistory_kit$key } from '../../__generated__/KitHistory_kit.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';
import { useHistoryFollowsVersion } from '../../history/useHistoryFollowsVersion.ts';

const fragment = graphql`
  fragment KitHistory_kit on Kit
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "KitHistoryPaginationQuery") {
    id
    history(first: $first, after: $after) @connection(key: "KitHistory_history") {
      edges {
        node {
          id
          version
          # eslint-disable-next-line relay/must-colocate-fragment-spreads -- RecordHistory's items read each entry
          ...HistoryEntryItem_entry
        }
      }
    }
  }
`;

/** The kit's 'Historia' (D29); its visibility and elements change on its own screen, and their entries show at once. */
export function KitHistory({ kit, version }: { kit: KitHistory_kit$key; version: number | null | undefined }) {
  const data = useFragment(fragment, kit);
  useHistoryFollowsVersion(KitHistoryPaginationQuery, data.id, data.history.edges[0]?.node?.version, version);
  return <RecordHistory fragment={fragment} record={kit} version={version} />;
}
