import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@meble/domain/messages/validation';
import { renderWithMantine } from '../ui/renderWithMantine.tsx';
import { DELETE_CONFIRMATION_LABEL, DeleteConfirmation } from './DeleteConfirmation.tsx';

afterEach(cleanup);

const IMPACT = 'Zostanie usunięta kolekcja i 4 kategorie elementów.';
/** What the field describes: the impact, and that the delete can be undone from the history (D29). */
const DESCRIBED = `${IMPACT} Usunięcie można cofnąć w historii przez 30 dni.`;

function setup(onConfirm: () => Promise<string | null>) {
  renderWithMantine(<DeleteConfirmation impact={IMPACT} onConfirm={onConfirm} />);
  const button = () => screen.getByRole('button', { name: 'Usuń' });
  return { button };
}

describe('DeleteConfirmation (spec part 2 §4)', () => {
  it('asks for the word on the first click and says what will go', () => {
    const onConfirm = vi.fn(async () => null);
    const { button } = setup(onConfirm);
    expect(screen.queryByLabelText(DELETE_CONFIRMATION_LABEL)).toBeNull();
    fireEvent.click(button());
    const box = screen.getByLabelText(DELETE_CONFIRMATION_LABEL);
    expect(box.getAttribute('maxLength')).toBe('5');
    expect(screen.getByText(DESCRIBED)).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText(DESCRIBED).id);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('flags a mismatching word next to the box and deletes nothing', () => {
    const onConfirm = vi.fn(async () => null);
    const { button } = setup(onConfirm);
    fireEvent.click(button());
    const box = screen.getByLabelText(DELETE_CONFIRMATION_LABEL);
    fireEvent.change(box, { target: { value: 'usun' } });
    fireEvent.click(button());
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(validationMessages.deleteConfirmationMismatch);
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
    expect(onConfirm).not.toHaveBeenCalled();
    // Typing again clears the flag.
    fireEvent.change(box, { target: { value: 'usu' } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('flags an empty word too, with the same message, and deletes nothing', () => {
    const onConfirm = vi.fn(async () => null);
    const { button } = setup(onConfirm);
    fireEvent.click(button());
    fireEvent.click(button());
    const box = screen.getByLabelText(DELETE_CONFIRMATION_LABEL);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText(validationMessages.deleteConfirmationMismatch).id);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels the step: the box goes, nothing is deleted, focus back on Usuń, and the next Usuń asks again', () => {
    const onConfirm = vi.fn(async () => null);
    const { button } = setup(onConfirm);
    fireEvent.click(button());
    const box = screen.getByLabelText(DELETE_CONFIRMATION_LABEL);
    fireEvent.change(box, { target: { value: 'usuń' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByLabelText(DELETE_CONFIRMATION_LABEL)).toBeNull();
    expect(screen.queryByText(DESCRIBED)).toBeNull();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect((screen.getByLabelText(DELETE_CONFIRMATION_LABEL) as HTMLInputElement).value).toBe('');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("deletes once with 'usuń': clicks while running and after are ignored", async () => {
    let finish: (value: string | null) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { button } = setup(onConfirm);
    fireEvent.click(button());
    fireEvent.change(screen.getByLabelText(DELETE_CONFIRMATION_LABEL), { target: { value: 'usuń' } });
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await act(async () => finish(null));
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, not swallowed, and lets the user try again", async () => {
    const refusal = 'Kategorii używa 3 elementy: usuń je najpierw.';
    const onConfirm = vi.fn(async () => refusal);
    const { button } = setup(onConfirm);
    fireEvent.click(button());
    fireEvent.change(screen.getByLabelText(DELETE_CONFIRMATION_LABEL), { target: { value: 'usuń' } });
    await act(async () => fireEvent.click(button()));
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    await act(async () => fireEvent.click(button()));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
