import { Button, Group, Modal, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { commonMessages } from '@meble/domain/messages/common';
import { AppError } from '../errors/AppError.ts';
import { DialogHeader } from '../ui/DialogHeader.tsx';
import { openerOf } from '../ui/opener.ts';
import { FormBanner } from './fields.tsx';

interface ConfirmDialogProps {
  title: string;
  /** The question or warning, read out with the title (spec part 1 §8 confirm texts). */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Runs the action; resolves with null when done (the caller closes the dialog or navigates away) or with
   * the refusal to show in the dialog (D11), after which the user may try again or cancel.
   */
  onConfirm: () => Promise<string | null>;
  /** Cancel, Escape, a click beside the dialog: the caller unmounts the dialog. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes and the element that opened it is gone (e.g. its row was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal confirmation (spec part 1 §4, §8) on Mantine's Modal: focus moves to the safe choice, Tab stays
 * inside, Escape cancels, and focus returns to the opener afterwards (or to `fallbackFocus` when the opener is
 * gone). Confirm runs once: clicks while running are ignored. Shown while mounted: the caller unmounts it.
 */
export function ConfirmDialog({ title, message, confirmLabel = 'Usuń', cancelLabel = 'Anuluj', onConfirm, onCancel, fallbackFocus }: ConfirmDialogProps) {
  // State updates land after the click handler: a ref stops a second click in the same frame.
  const locked = useRef(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState('');
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;
  // Read while rendering, before the dialog's focus trap moves focus in.
  const [opener] = useState(() => openerOf(document.activeElement));

  // Focus on the safe choice as soon as it is in the page (the portal mounts it a render later; Mantine's
  // trap would do it a tick after that).
  const focused = useRef(false);
  const focusCancel = useCallback((node: HTMLButtonElement | null) => {
    if (!node || focused.current) return;
    focused.current = true;
    node.focus();
  }, []);

  // The dialog is removed (not closed) by its caller, so focus goes back here, as Mantine's own return would.
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
      else fallback.current?.()?.focus();
    },
    [opener],
  );

  async function confirm() {
    if (locked.current) return;
    locked.current = true;
    setRunning(true);
    setFailure('');
    let outcome: string | null;
    try {
      outcome = await onConfirm();
    } catch (error) {
      outcome = error instanceof AppError ? error.message : commonMessages.unexpected;
    }
    if (outcome === null) return; // done: the caller closes the dialog
    setFailure(outcome);
    setRunning(false);
    locked.current = false;
  }

  function cancel() {
    if (!locked.current) onCancel();
  }

  // Compound parts, so that the dialog's description (Modal.Body) is the message alone, not its buttons too.
  return (
    <Modal.Root opened onClose={cancel} returnFocus={false} centered transitionProps={{ duration: 0 }}>
      <Modal.Overlay />
      <Modal.Content>
        <DialogHeader title={title} />
        <Modal.Body>{message}</Modal.Body>
        <Stack px="md" pb="md" gap="md">
          <FormBanner message={failure} />
          <Group gap="sm">
            <Button color="red" onClick={confirm} aria-busy={running}>
              {confirmLabel}
            </Button>
            <Button ref={focusCancel} variant="default" onClick={cancel} aria-disabled={running} data-autofocus>
              {cancelLabel}
            </Button>
          </Group>
        </Stack>
      </Modal.Content>
    </Modal.Root>
  );
}
