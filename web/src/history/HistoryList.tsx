import { Button, Text } from '@mantine/core';
import { useRevalidator } from 'react-router';
import type { HistoryEntryItem_entry$key } from '../__generated__/HistoryEntryItem_entry.graphql.ts';
import { useUndoHistoryEntryMutation } from '../mutations/useUndoHistoryEntryMutation.ts';
import { showFailure } from '../feedback/notices.ts';
import { HistoryEntryItem } from './HistoryEntryItem.tsx';
import './history.css';

/** An entry as a history fragment selects it: its id (the list's key) and the item's fragment. */
export type HistoryEntry = HistoryEntryItem_entry$key & { readonly id: string };

interface HistoryListProps {
  entries: readonly HistoryEntry[];
  hasNext: boolean;
  loadingNext: boolean;
  onMore: () => void;
  /** The record's version as its screen shows it: an undo names it, so it cannot overwrite a newer change. */
  version?: number | null | undefined;
  withRecord?: boolean;
  /** What to say when there is nothing (yet). */
  empty: string;
}

/** Entries newest first, 'Pokaż starsze' while there are more, and each entry's undo with its toast. */
export function HistoryList({ entries, hasNext, loadingNext, onMore, version, withRecord = false, empty }: HistoryListProps) {
  const [undo, undoing] = useUndoHistoryEntryMutation();
  const revalidator = useRevalidator();

  async function undoEntry(id: string, name: string) {
    const outcome = await undo({ id, version: version ?? null }, name);
    // The screen's query again: the record as the undo left it, and the history with the undo's own entry.
    if (outcome.ok) await revalidator.revalidate();
    else showFailure(outcome.banner);
  }

  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  // Keyed by entry: when the list changes under the pointer (a filter, a colleague's change), each button stays
  // with its own entry.
  return (
    <>
      <ol className="history-list">
        {entries.map((entry) => (
          <HistoryEntryItem key={entry.id} entry={entry} withRecord={withRecord} onUndo={(id, name) => void undoEntry(id, name)} undoing={undoing} />
        ))}
      </ol>
      {hasNext ? (
        <Button variant="default" mt="sm" onClick={onMore} loading={loadingNext}>
          Pokaż starsze
        </Button>
      ) : null}
    </>
  );
}
