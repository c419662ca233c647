import { Title } from '@mantine/core';
import { startTransition, useEffect, useId, useRef } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import { HistoryList, type HistoryEntry } from './HistoryList.tsx';

/** Entries at a time on a record's screen. */
export const RECORD_HISTORY_PAGE = 10;

/** What every record's history fragment selects: `history(first, after) @connection { edges { node { id ...HistoryEntryItem_entry } } }`. */
interface HistoryData {
  readonly history?: { readonly edges: ReadonlyArray<{ readonly node: HistoryEntry | null } | null> | null } | null;
}

interface RecordHistoryProps<TKey extends KeyType> {
  /** The record type's refetchable history fragment (one per type: each is refetched through its own node). */
  fragment: GraphQLTaggedNode;
  record: TKey;
  version?: number | null | undefined;
}

/** The 'Historia' section of a record's screen (D29): its entries newest first, page by page, each undoable. */
export function RecordHistory<TKey extends KeyType>({ fragment, record, version }: RecordHistoryProps<TKey>) {
  const headingId = useId();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<OperationType, TKey>(fragment, record);
  // A change saved without leaving the screen (a fabric's tag, an undo here) is the newest entry: the first page is
  // asked for again, the entries shown meanwhile.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [version, refetch]);
  // Every history fragment has the shape above; the generated type of each is that shape with its own name.
  const entries = ((data as unknown as HistoryData).history?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <section aria-labelledby={headingId} className="record-history">
      <Title order={2} size="h3" id={headingId} mt="xl" mb="xs">
        Historia
      </Title>
      <HistoryList
        entries={entries}
        hasNext={hasNext}
        loadingNext={isLoadingNext}
        onMore={() => loadNext(RECORD_HISTORY_PAGE)}
        version={version}
        empty="Nie zapisano jeszcze żadnych zmian."
      />
    </section>
  );
}
