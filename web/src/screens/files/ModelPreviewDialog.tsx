import { Code, List, Modal, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ModelPreviewDialog_file$key } from '../../__generated__/ModelPreviewDialog_file.graphql.ts';
import { DialogHeader } from '../../ui/DialogHeader.tsx';
import { useFocusBackToOpener } from '../../ui/opener.ts';
import { FileValidationResult } from './FileValidationResult.tsx';

// The 3D viewer (model-viewer and three.js) is large: its chunk loads only when a preview is opened.
const ModelPreview = lazy(() => import('../../files/ModelPreview.tsx').then((module) => ({ default: module.ModelPreview })));

const SEVERITY: Readonly<Record<string, string>> = { ERROR: 'Błąd', WARNING: 'Ostrzeżenie', INFO: 'Informacja' };
/** The summary shows the first messages; the rest are counted. */
const MESSAGES_SHOWN = 20;

/** The model drawn in the page, its check's result beside it (spec part 1 §2: 'Zobacz' opens a model viewer). */
export function ModelPreviewDialog({ file: fileKey, onClose }: { file: ModelPreviewDialog_file$key; onClose: () => void }) {
  const file = useFragment(
    graphql`
      fragment ModelPreviewDialog_file on File {
        name
        url
        validation {
          ...FileValidationResult_validation
          messages {
            severity
            code
            message
            pointer
          }
        }
      }
    `,
    fileKey,
  );
  // The viewer's canvas takes focus; closing must give it back to 'Zobacz', not leave it on the page.
  useFocusBackToOpener();
  const { validation } = file;
  const messages = validation?.messages ?? [];
  return (
    <Modal.Root opened onClose={onClose} size="min(64rem, 100%)" centered transitionProps={{ duration: 0 }}>
      <Modal.Overlay />
      <Modal.Content>
        <DialogHeader title={`Podgląd 3D: ${file.name}`} closable />
        <Modal.Body>
          <div className="model-dialog">
            <Suspense fallback={<Text c="dimmed">Wczytywanie podglądu…</Text>}>
              <ModelPreview src={file.url} alt={`Model 3D ${file.name}`} />
            </Suspense>
            <section className="model-dialog-summary" aria-labelledby="model-validation-heading">
              <Title order={2} size="h4" id="model-validation-heading">
                Wynik sprawdzenia
              </Title>
              <FileValidationResult validation={validation} />
              {messages.length > 0 ? (
                <List size="sm" spacing={4} aria-label="Komunikaty sprawdzenia">
                  {messages.slice(0, MESSAGES_SHOWN).map((message, index) => (
                    // The validator may repeat a code at different places: the index keeps the keys apart.
                    <List.Item key={`${message.code}-${index}`}>
                      <strong>{SEVERITY[message.severity] ?? message.severity}</strong> <Code>{message.code}</Code>{' '}
                      <span lang="en">{message.message}</span>
                      {message.pointer ? <Text size="xs" c="dimmed">{message.pointer}</Text> : null}
                    </List.Item>
                  ))}
                </List>
              ) : validation ? (
                <Text size="sm" c="dimmed">
                  Bez komunikatów.
                </Text>
              ) : null}
              {messages.length > MESSAGES_SHOWN ? (
                <Text size="sm" c="dimmed">{`…i ${messages.length - MESSAGES_SHOWN} dalszych.`}</Text>
              ) : null}
            </section>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
