import { useEffect, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { messageOf } from '../errors/RouteError.tsx';
import { showFailure } from '../feedback/notices.ts';
import { RECORD_HISTORY_PAGE } from './RecordHistory.tsx';

/**
 * Keeps a record's 'Historia' as new as the record it stands under (D29): when the version the screen shows moves
 * past the newest entry listed (a change made on the screen itself, or a conflict that brought the record as it is
 * now), the first page is read again through the history fragment's pagination query, so the entry shows at once.
 */
export function useHistoryFollowsVersion(paginationQuery: GraphQLTaggedNode, recordId: string, newest: number | null | undefined, version: number | null | undefined): void {
  const environment = useRelayEnvironment();
  // The version the screen opened with: the history read with it is as new as the record was then.
  const opened = useRef(version);
  useEffect(() => {
    if (version == null || version === opened.current || (newest != null && newest >= version)) return;
    const subscription = fetchQuery(environment, paginationQuery, { id: recordId, first: RECORD_HISTORY_PAGE }).subscribe({
      error: (error: Error) => showFailure(messageOf(error)),
    });
    return () => subscription.unsubscribe();
  }, [environment, paginationQuery, recordId, newest, version]);
}
