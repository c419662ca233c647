import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '@meble/domain/messages';
import { AppError } from '../errors/AppError.ts';

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
  /** Cancel, Escape: the caller unmounts the dialog. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes and the element that opened it is gone (e.g. its row was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation (spec part 1 §4, §8): focus moves to the safe choice, Tab stays inside, Escape
 * cancels, and focus returns to the opener afterwards. Confirm runs once: clicks while running are ignored.
 */
export function ConfirmDialog({ title, message, confirmLabel = 'Usuń', cancelLabel = 'Anuluj', onConfirm, onCancel, fallbackFocus }: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // State updates land after the click handler: a ref stops a second click in the same frame.
  const locked = useRef(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState('');
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  // Keys are watched on the document, so Escape and Tab work even after a click outside moved focus away.
  const cancelNow = useRef(() => {});
  cancelNow.current = cancel;
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    cancelRef.current?.focus();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancelNow.current();
      } else if (event.key === 'Tab') {
        trapTab(event);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
      else fallback.current?.()?.focus();
    };
  }, []);

  /** Tab and Shift+Tab cycle through the dialog's buttons only (the page behind is inert for the user). */
  function trapTab(event: globalThis.KeyboardEvent) {
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const inside = dialogRef.current?.contains(document.activeElement) ?? false;
    if (!inside || (event.shiftKey && document.activeElement === first)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function confirm() {
    if (locked.current) return;
    locked.current = true;
    setRunning(true);
    setFailure('');
    let outcome: string | null;
    try {
      outcome = await onConfirm();
    } catch (error) {
      outcome = error instanceof AppError ? error.message : messages.unexpected;
    }
    if (outcome === null) return; // done: the caller closes the dialog
    setFailure(outcome);
    setRunning(false);
    locked.current = false;
  }

  function cancel() {
    if (!locked.current) onCancel();
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        <p className="form-banner" role="alert" data-empty={failure ? undefined : ''}>
          {failure}
        </p>
        <div className="form-actions">
          <button type="button" className="danger" onClick={confirm} aria-busy={running}>
            {confirmLabel}
          </button>
          <button type="button" ref={cancelRef} className="secondary inline" onClick={cancel} aria-disabled={running}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
