import { graphql, useFragment } from 'react-relay';
import TranslationHistoryPaginationQuery from '../../__generated__/TranslationHistoryPaginationQuery.graphql.ts';
import type { TranslationHistory_translation$key } from '../../__generated__/TranslationHistory_translation.graphql.ts';
import { RecordHistory } from '../../history/RecordHistory.tsx';
import { useHistoryFollowsVersion } from '../../history/useHistoryFollowsVersion.ts';

const fragment = graphql`
  fragment TranslationHistory_translation on Translation
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "TranslationHistoryPaginationQuery") {
    id
    history(first: $first, after: $after) @connection(key: "TranslationHistory_history") {
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

/** The translation's 'Historia' (D29); a conflict's save by someone else shows in it at once. */
export function TranslationHistory({ translation, version }: { translation: TranslationHistory_translation$key; version: number | null | undefined }) {
  const data = useFragment(fragment, translation);
  useHistoryFollowsVersion(TranslationHistoryPaginationQuery, data.id, data.history.edges[0]?.node?.version, version);
  return <RecordHistory fragment={fragment} record={translation} version={version} />;
}
