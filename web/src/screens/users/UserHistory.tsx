import { graphql, useFragment } from 'react-relay';
import UserHistoryPaginationQuery from '../../__generated__/UserHistoryPaginationQuery.graphql.ts';
import type { UserHistory_user$key } from '../../__generated__/UserHistory_user.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';
import { useHistoryFollowsVersion } from '../../history/useHistoryFollowsVersion.ts';

const fragment = graphql`
  fragment UserHistory_user on User
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "UserHistoryPaginationQuery") {
    id
    history(first: $first, after: $after) @connection(key: "UserHistory_history") {
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

/** The user's 'Historia' (D29): edits, password changes (never the value) and the sign-up; a conflict's save shows at once. */
export function UserHistory({ user, version }: { user: UserHistory_user$key; version: number | null | undefined }) {
  const data = useFragment(fragment, user);
  useHistoryFollowsVersion(UserHistoryPaginationQuery, data.id, data.history.edges[0]?.node?.version, version);
  return <RecordHistory fragment={fragment} record={user} version={version} />;
}
