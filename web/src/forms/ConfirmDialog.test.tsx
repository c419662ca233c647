import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError.ts';
import { renderWithMantine } from '../ui/renderWithMantine.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

/** A page with an opener button; the dialog shows while open. */
function Page({ onConfirm, onCancel }: { onConfirm: () => Promise<string | null>; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      {open ? (
        <ConfirmDialog
          title="Usunąć?"
          message="Operacja trwale usuwa dane"
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel?.();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function open(onConfirm: () => Promise<string | null>, onCancel?: () => void) {
  renderWithMantine(<Page onConfirm={onConfirm} {...(onCancel ? { onCancel } : {})} />);
  const opener = screen.getByRole('button', { name: 'Otwórz' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Usunąć?' }) };
}

describe('ConfirmDialog (spec part 1 §4, §8)', () => {
  it('is a labelled modal: focus on Anuluj, Tab cycles inside, Escape cancels and focus returns to the opener', () => {
    const onCancel = vi.fn();
    const { opener, dialog } = open(async () => null, onCancel);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Operacja trwale usuwa dane');
    const confirm = screen.getByRole('button', { name: 'Usuń' });
    const cancel = screen.getByRole('button', { name: 'Anuluj' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('confirms once: clicks and Escape while running are ignored', async () => {
    let finish: (value: string | null) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    open(onConfirm, onCancel);
    const confirm = screen.getByRole('button', { name: 'Usuń' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.keyDown(confirm, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish(null));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal or a failure inside the dialog and lets the user try again (D11)', async () => {
    const onConfirm = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('Nie znaleziono.').mockRejectedValueOnce(new AppError('Serwer nie odpowiada'));
    open(onConfirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usuń' })));
    expect(screen.getByRole('alert').textContent).toBe('Nie znaleziono.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usuń' })));
    expect(screen.getByRole('alert').textContent).toBe('Serwer nie odpowiada');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
