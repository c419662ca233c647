import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../ui/renderWithMantine.tsx';
import { FormBanner } from './fields.tsx';
import { FormConflictPanel } from './FormConflictPanel.tsx';
import type { SubmitOutcome } from './outcome.ts';
import { useForm } from './useForm.ts';

afterEach(cleanup);

interface Values {
  price: string;
  description: string;
}

const CONFLICT = 'Ten rekord zmienił(a) Anna Nowak o 14:05. Twoje zmiany nie zostały zapisane.';
const LABELS = { price: 'Cena A', description: 'Opis' };

/** A record's edit form as the screens build it: the values it opened with, and the record as the store holds it. */
function Edit({ stored, version, save }: { stored: Values; version: number; save: (values: Values, version: number | null) => Promise<SubmitOutcome> }) {
  const form = useForm<Values>({ initial: stored, stored, storedVersion: version, check: () => ({}), save });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} aria-label="Edycja">
      <FormBanner message={form.banner} />
      <FormConflictPanel conflict={form.conflict} labels={LABELS} pending={form.pending} />
      <label htmlFor="price">Cena A</label>
      <input id="price" value={form.values.price} onChange={(event) => form.set('price', event.currentTarget.value)} />
      <label htmlFor="description">Opis</label>
      <input id="description" value={form.values.description} onChange={(event) => form.set('description', event.currentTarget.value)} />
      <button type="submit">Zapisz</button>
    </form>
  );
}

const OPENED: Values = { price: '1690,00', description: 'Stary opis' };
/** What the other person saved meanwhile: the price only. */
const NOW: Values = { price: '1111,00', description: 'Stary opis' };

type Save = (values: Values, version: number | null) => Promise<SubmitOutcome>;

async function conflictAfterTyping(save: Save) {
  const view = renderWithMantine(<Edit stored={OPENED} version={1} save={save} />);
  fireEvent.change(screen.getByLabelText('Opis'), { target: { value: 'Nowy opis' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
  // The refusal's mutation put the record as it is now into the store: the screen renders it.
  view.rerender(<Edit stored={NOW} version={2} save={save} />);
  return view;
}

describe('a save refused because someone saved first (D29)', () => {
  const refusedOnce = () =>
    vi
      .fn<(values: Values, version: number | null) => Promise<SubmitOutcome>>()
      .mockResolvedValueOnce({ ok: false, banner: CONFLICT, fieldErrors: {}, conflict: { currentVersion: 2 } })
      .mockResolvedValue({ ok: true });

  it('keeps what was typed and lists each differing field as typed, as opened and as it is now', async () => {
    const save = refusedOnce();
    await conflictAfterTyping(save);
    expect(save).toHaveBeenCalledWith({ price: '1690,00', description: 'Nowy opis' }, 1);
    expect(screen.getByRole('alert').textContent).toBe(CONFLICT);
    expect((screen.getByLabelText('Opis') as HTMLInputElement).value).toBe('Nowy opis');
    const table = within(screen.getByRole('region', { name: 'Co się zmieniło' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Pole', 'Twoja wartość', 'Przy otwarciu', 'Teraz'],
      ['Cena A', '1690,00', '1690,00', '1111,00'],
      ['Opis', 'Nowy opis', 'Stary opis', 'Stary opis'],
    ]);
  });

  it("'Zapisz moje zmiany' saves the user's change over the current version, keeping the other person's price", async () => {
    const save = refusedOnce();
    await conflictAfterTyping(save);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz moje zmiany' })));
    expect(save).toHaveBeenLastCalledWith({ price: '1111,00', description: 'Nowy opis' }, 2);
    expect(screen.queryByRole('region', { name: 'Co się zmieniło' })).toBeNull();
  });

  it("'Weź aktualne wartości' fills the form with the record as it is now, and the next save names its version", async () => {
    const save = refusedOnce();
    await conflictAfterTyping(save);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weź aktualne wartości' })));
    expect((screen.getByLabelText('Cena A') as HTMLInputElement).value).toBe('1111,00');
    expect((screen.getByLabelText('Opis') as HTMLInputElement).value).toBe('Stary opis');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(save).toHaveBeenLastCalledWith(NOW, 2);
  });

  it('takes a newer record in while nothing is typed, and saves with the version its values came from', async () => {
    const save = vi.fn<(values: Values, version: number | null) => Promise<SubmitOutcome>>().mockResolvedValue({ ok: true });
    const view = renderWithMantine(<Edit stored={OPENED} version={1} save={save} />);
    view.rerender(<Edit stored={NOW} version={2} save={save} />);
    expect((screen.getByLabelText('Cena A') as HTMLInputElement).value).toBe('1111,00');
    fireEvent.change(screen.getByLabelText('Opis'), { target: { value: 'Nowy opis' } });
    // Once something is typed, a newer record no longer replaces it: the save's version check decides.
    view.rerender(<Edit stored={{ ...NOW, price: '999,00' }} version={3} save={save} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(save).toHaveBeenCalledWith({ price: '1111,00', description: 'Nowy opis' }, 2);
  });
});
