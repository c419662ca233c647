import { Button, Group, Modal, Stack } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { FILE_USE_KINDS, RECORD_OF_FILE_USE } from '@meble/domain/file';
import { graphEnumName } from '@meble/domain/graph-enum';
import type { RecordKind } from '@meble/domain/history';
import { fileMessages } from '@meble/domain/messages/files';
import { historyMessages } from '@meble/domain/messages/history';
import type { FileDeleteDialog_file$data, FileDeleteDialog_file$key } from '../../__generated__/FileDeleteDialog_file.graphql.ts';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteFileMutation } from '../../mutations/useDeleteFileMutation.ts';
import { recordPath } from '../../history/recordPath.ts';
import { PATTERNS } from '../../routes/paths.ts';
import { DeleteBlocker } from '../../ui/DeleteBlocker.tsx';
import type { RecordLink } from '../../ui/DeleteBlocker.tsx';
import { DialogHeader } from '../../ui/DialogHeader.tsx';
import { fileListPath } from './fileListUrl.ts';

type Use = FileDeleteDialog_file$data['usedBy'][number];

const USE_WORDS: Readonly<Record<string, string>> = {
  ELEMENT_MODEL: 'model elementu',
  ELEMENT_ICON: 'ikona elementu',
  COLLECTION_PHOTO: 'zdjęcie kolekcji',
  KIT_THUMBNAIL: 'miniatura zestawu',
  FABRIC_TEXTURE: 'tekstura tkaniny',
  FABRIC_SWATCH: 'próbka tkaniny',
  FINISH_TEXTURE: 'tekstura wybarwienia',
  MODEL_SIBLING: 'model, który go wczytuje',
};

/** The kind of record each use names (by the graph's enum name), whose screen a link opens. */
const RECORD_OF_USE: ReadonlyMap<string, RecordKind> = new Map(FILE_USE_KINDS.map((use) => [graphEnumName(use), RECORD_OF_FILE_USE[use]]));

/**
 * A use as a link to the record, found as the history finds it: by the place it is listed in (its collection, a
 * fabric's family, a finish's kind). A model's sibling is in use by a model: the link opens the models list on it.
 */
function linkOf(use: Use): RecordLink | null {
  const name = `${use.name} (${USE_WORDS[use.use] ?? 'użycie'})`;
  if (use.use === 'MODEL_SIBLING') return { name, to: fileListPath(PATTERNS.models, use.name) };
  const kind = RECORD_OF_USE.get(use.use);
  const to = kind ? recordPath(kind, use.recordId, use.collectionSlug) : null;
  return to ? { name, to } : null;
}

/** Why the delete would be refused (the graph's reason, by the API's rule, D9); null when it would not. */
function blockerOf(file: FileDeleteDialog_file$data): string | null {
  if (file.viewerCannotDeleteReason) return file.viewerCannotDeleteReason;
  return file.usedBy.length > 0 ? fileMessages.fileInUse(file.name, file.usedBy.map((use) => `${USE_WORDS[use.use] ?? 'użycie'} „${use.name}”`).join(', ')) : null;
}

interface FileDeleteDialogProps {
  file: FileDeleteDialog_file$key;
  /** The lists (`__id`) the row leaves at once, their counts dropping by one. */
  connections: readonly string[];
  onDone: () => void;
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Spec part 1 §4: 'Czy chcesz usunąć {name}?' with 'Usuń' and 'Anuluj'; confirm runs once. A file the list knows
 * to be used says so at once, with links to what uses it (D9); one used meanwhile is refused with the same words.
 */
export function FileDeleteDialog({ file: fileKey, connections, onDone, fallbackFocus }: FileDeleteDialogProps) {
  const file = useFragment(
    graphql`
      fragment FileDeleteDialog_file on File {
        id
        name
        viewerCannotDeleteReason
        usedBy {
          use
          name
          recordId
          collectionSlug
        }
      }
    `,
    fileKey,
  );
  const [remove] = useDeleteFileMutation();

  const blocker = blockerOf(file);
  if (blocker) {
    const links = file.usedBy.flatMap((use) => linkOf(use) ?? []);
    return (
      <Modal.Root opened onClose={onDone} centered transitionProps={{ duration: 0 }}>
        <Modal.Overlay />
        <Modal.Content>
          <DialogHeader title={fileMessages.deleteFileQuestion(file.name)} closable />
          <Modal.Body>
            <Stack gap="md">
              <DeleteBlocker reason={blocker} links={links} />
              <Group>
                <Button variant="default" onClick={onDone} data-autofocus>
                  Anuluj
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    );
  }

  async function confirm(): Promise<string | null> {
    const outcome = await remove(file.id, connections);
    if (outcome.ok) onDone();
    return bannerOf(outcome);
  }

  return (
    <ConfirmDialog
      title={fileMessages.deleteFileQuestion(file.name)}
      message={`Plik zniknie z listy i z serwera. ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`}
      onConfirm={confirm}
      onCancel={onDone}
      fallbackFocus={fallbackFocus}
    />
  );
}
