import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import { validationMessages } from '@meble/domain/messages/validation';
import { saved } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { renderWithMantine } from '../../ui/renderWithMantine.tsx';
import { EMPTY_FABRIC_FAMILY, FabricFamilyForm, type FabricFamilyFormValues } from './FabricFamilyForm.tsx';

afterEach(cleanup);

function renderForm(mode: 'create' | 'edit', initial: FabricFamilyFormValues = EMPTY_FABRIC_FAMILY) {
  const onSave = vi.fn<(values: FabricFamilyFormValues) => Promise<SubmitOutcome>>(async () => saved);
  const router = createMemoryRouter([{ path: '/', element: <FabricFamilyForm mode={mode} initial={initial} onSave={(values) => onSave(values)} onCancel={() => undefined} /> }]);
  renderWithMantine(<RouterProvider router={router} />);
  return { onSave };
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

describe('fabric family form (spec part 1 §5)', () => {
  it("an empty create says 'Wypełnij wymagane pola' at the name and asks for a price group; nothing is sent", async () => {
    const { onSave } = renderForm('create');
    type('Rabat (%)', '');
    await save();
    expect(banner()).toBe(validationMessages.requiredFieldsMissing);
    expect(messageOf('Nazwa')).toBe(validationMessages.requiredFieldsMissing);
    expect(messageOf('Grupa cenowa')).toBe(fabricMessages.priceGroupRequired);
    expect(messageOf('Rabat (%)')).toBe(validationMessages.requiredFieldsMissing);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what a discount may be, and takes a name of 100 characters but not 101', async () => {
    const { onSave } = renderForm('create');
    type('Nazwa', 'x'.repeat(101));
    fireEvent.change(field('Grupa cenowa'), { target: { value: 'B' } });
    type('Rabat (%)', '1.5');
    await save();
    expect(messageOf('Rabat (%)')).toBe(catalogMessages.discountInvalid(99));
    expect(messageOf('Nazwa')).toBe(validationMessages.tooLong(100));
    type('Nazwa', 'x'.repeat(100));
    type('Rabat (%)', '15');
    await save();
    expect(onSave).toHaveBeenCalledWith({ ...EMPTY_FABRIC_FAMILY, name: 'x'.repeat(100), priceGroup: 'B', discount: '15' });
  });

  it('edit shows the name read-only and allows descriptions of 1000 characters, not 1001', async () => {
    const stored = { ...EMPTY_FABRIC_FAMILY, name: 'Monolith', priceGroup: 'B' };
    const { onSave } = renderForm('edit', stored);
    expect(field<HTMLInputElement>('Nazwa').readOnly).toBe(true);
    type('Opis (PL)', 'a'.repeat(1001));
    await save();
    expect(messageOf('Opis (PL)')).toBe(validationMessages.tooLong(1000));
    type('Opis (PL)', 'a'.repeat(1000));
    await save();
    expect(onSave).toHaveBeenCalledWith({ ...stored, descriptionPl: 'a'.repeat(1000) });
  });
});
