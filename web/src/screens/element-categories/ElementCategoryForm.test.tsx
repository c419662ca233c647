import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@meble/domain/messages/validation';
import { leavePrompt } from '../../forms/LeavePrompt.tsx';
import { saved } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { renderWithMantine } from '../../ui/renderWithMantine.tsx';
import { ElementCategoryForm } from './ElementCategoryForm.tsx';
import type { ElementCategoryFormValues, ElementCategoryInput } from './ElementCategoryForm.tsx';

afterEach(cleanup);

const STORED: ElementCategoryFormValues = { name: 'Moduły', nameEn: 'Modules', displayOrd: '1', available: true };
const EMPTY: ElementCategoryFormValues = { name: '', nameEn: '', displayOrd: '', available: true };

/** The form on its page, a menu link beside it, and the list it returns to (as the screens navigate). */
function Page({ initial, onSave }: { initial: ElementCategoryFormValues; onSave: (input: ElementCategoryInput) => Promise<SubmitOutcome> }) {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/collections">Kolekcje</Link>
      <ElementCategoryForm
        initial={initial}
        cancelTo="/list"
        onSave={async (input, allowLeave) => {
          const outcome = await onSave(input);
          if (outcome.ok) {
            allowLeave();
            await navigate('/list');
          }
          return outcome;
        }}
      />
    </>
  );
}

function renderForm(initial: ElementCategoryFormValues) {
  const onSave = vi.fn<(input: ElementCategoryInput) => Promise<SubmitOutcome>>(async () => saved);
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Page initial={initial} onSave={onSave} /> },
      { path: '/list', element: <h1>Kategorie</h1> },
      { path: '/collections', element: <h1>Kolekcje</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return { onSave, router };
}

const field = <T extends HTMLElement = HTMLElement>(label: string) => screen.getByLabelText<T>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
const banner = () => screen.queryByRole('alert')?.textContent ?? null;
const messageOf = (label: string) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
};

describe('element category form: messages, required marks, leaving', () => {
  it('marks the required fields without changing their labels', () => {
    renderForm(EMPTY);
    expect(field('Nazwa').getAttribute('aria-required')).toBe('true');
    expect(field('Kolejność').getAttribute('aria-required')).toBe('true');
    expect(field('Nazwa (EN)').getAttribute('aria-required')).toBeNull();
  });

  it('clears a message as its field becomes valid, and the banner with the last one', async () => {
    const { onSave } = renderForm(EMPTY);
    await save();
    expect(banner()).toBe(validationMessages.fieldsMissing);
    expect(messageOf('Nazwa')).toBe(validationMessages.fieldsMissing);
    expect(messageOf('Kolejność')).toBe(validationMessages.fieldsMissing);
    expect(document.activeElement).toBe(field('Nazwa'));

    type('Nazwa', 'Oparcia');
    expect(messageOf('Nazwa')).toBeNull();
    expect(field('Nazwa').getAttribute('aria-invalid')).not.toBe('true');
    expect(banner()).toBe(validationMessages.fieldsMissing);

    // Still wrong by the same domain rule (0 is not an order): the message stays.
    type('Kolejność', '0');
    expect(messageOf('Kolejność')).toBe(validationMessages.fieldsMissing);
    type('Kolejność', '7');
    expect(messageOf('Kolejność')).toBeNull();
    expect(banner()).toBeNull();
    // A field the user never got a message for gets none while typing.
    type('Nazwa', '');
    expect(messageOf('Nazwa')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before a menu link takes away a changed form; staying keeps the text', async () => {
    renderForm(STORED);
    type('Nazwa', 'Moduły narożne');
    fireEvent.click(screen.getByRole('link', { name: 'Kolekcje' }));
    await screen.findByRole('dialog', { name: leavePrompt.title });
    fireEvent.click(screen.getByRole('button', { name: leavePrompt.stay }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field<HTMLInputElement>('Nazwa').value).toBe('Moduły narożne');
  });

  it('leaves without asking after its own save', async () => {
    const { onSave, router } = renderForm(STORED);
    type('Nazwa', 'Moduły narożne');
    await save();
    expect(onSave).toHaveBeenCalledWith({ name: 'Moduły narożne', nameEn: 'Modules', displayOrd: 1, available: true });
    await screen.findByRole('heading', { name: 'Kategorie' });
    expect(router.state.location.pathname).toBe('/list');
  });

  it('Escape is Anuluj: at once when nothing changed, after asking when something did', async () => {
    const { router } = renderForm(STORED);
    fireEvent.keyDown(field('Nazwa'), { key: 'Escape' });
    await screen.findByRole('heading', { name: 'Kategorie' });

    await act(async () => router.navigate('/form'));
    type('Kolejność', '3');
    fireEvent.keyDown(field('Kolejność'), { key: 'Escape' });
    await screen.findByRole('dialog', { name: leavePrompt.title });
    fireEvent.click(screen.getByRole('button', { name: leavePrompt.stay }));
    expect(field<HTMLInputElement>('Kolejność').value).toBe('3');

    fireEvent.keyDown(field('Kolejność'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: leavePrompt.leave }));
    await screen.findByRole('heading', { name: 'Kategorie' });
  });
});
