import { Anchor, Button, Group, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { RECORD_KIND_LABELS } from '@meble/domain/history-fields';
import type { RecordKind } from '@meble/domain/history';
import type { HistoryEntryItem_entry$key } from '../__generated__/HistoryEntryItem_entry.graphql.ts';
import { formatDateTime } from '../format/dateTime.ts';
import { OPERATION_LABELS, operationOf, UNDO_LABELS } from './historyLabels.ts';
import { recordPath } from './recordPath.ts';

interface HistoryEntryItemProps {
  entry: HistoryEntryItem_entry$key;
  /** Shows the record's kind and name (the history of everything); a record's own section leaves them out. */
  withRecord?: boolean;
  /** Undoes the entry; the item shows the button only when the entry can be undone now. */
  onUndo: (id: string, name: string) => void;
  undoing: boolean;
}

/** One entry: what, when and who, each changed field before → after, and its undo. */
export function HistoryEntryItem({ entry, withRecord = false, onUndo, undoing }: HistoryEntryItemProps) {
  const data = useFragment(
    graphql`
      fragment HistoryEntryItem_entry on HistoryEntry {
        id
        at
        kind
        recordId
        collectionSlug
        recordName
        operation
        lines
        undoable
        undoneBy
        actor {
          name
          email
        }
        changes {
          field
          label
          beforeText
          afterText
        }
        removed {
          label
          count
        }
      }
    `,
    entry,
  );
  const operation = operationOf(data.operation);
  const kind = operationOf(data.kind) as unknown as RecordKind;
  const undoLabel = UNDO_LABELS[operation];
  const path = withRecord ? recordPath(kind, data.recordId, data.collectionSlug) : null;
  const who = data.actor ? data.actor.name || data.actor.email : 'Konfigurator (bez logowania)';
  // A create lists every field from nothing: its record's screen shows them, so the entry only says it happened.
  const changes = operation === 'create' ? [] : data.changes;
  return (
    <li className="history-entry">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div>
          <Text fw={600} component="p">
            {OPERATION_LABELS[operation]}
            {withRecord ? (
              <>
                {` · ${RECORD_KIND_LABELS[kind]} `}
                {path ? (
                  <Anchor component={Link} to={path}>
                    „{data.recordName}”
                  </Anchor>
                ) : (
                  `„${data.recordName}”`
                )}
              </>
            ) : null}
          </Text>
          <Text size="sm" c="dimmed" component="p">
            <time dateTime={data.at}>{formatDateTime(data.at)}</time> · {who}
          </Text>
        </div>
        {undoLabel && data.undoable ? (
          <Button
            size="xs"
            variant="default"
            loading={undoing}
            onClick={() => onUndo(data.id, data.recordName)}
            aria-label={`${undoLabel}: ${OPERATION_LABELS[operation].toLowerCase()} z ${formatDateTime(data.at)}`}
          >
            {undoLabel}
          </Button>
        ) : null}
      </Group>
      {changes.length > 0 ? (
        <dl className="history-changes">
          {changes.map((change) => (
            <div key={change.field}>
              <dt>{change.label}</dt>
              <dd>
                {operation === 'password' ? (
                  'zmienione'
                ) : (
                  <>
                    <span className="history-before">{change.beforeText}</span>
                    <span aria-label="zmieniono na"> → </span>
                    <span className="history-after">{change.afterText}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {changes.length === 0 && (operation === 'update' || operation === 'revert') ? (
        <Text size="sm" c="dimmed" component="p">
          Zapisano bez zmian wartości.
        </Text>
      ) : null}
      {data.removed.length > 0 ? (
        <Text size="sm" component="p">
          Usunięto razem z: {data.removed.map((removed) => `${removed.label.toLowerCase()}: ${removed.count}`).join(', ')}
        </Text>
      ) : null}
      {operation === 'import' ? <Text size="sm" component="p">{`Wierszy: ${data.lines}`}</Text> : null}
      {data.undoneBy ? (
        <Text size="sm" c="dimmed" component="p">
          Cofnięte.
        </Text>
      ) : null}
    </li>
  );
}
