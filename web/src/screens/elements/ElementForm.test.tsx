import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FetchFunction } from 'relay-runtime';
import { fileMessages } from '@meble/domain/messages/files';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { validationMessages } from '@meble/domain/messages/validation';
import type { ElementFormInput } from '@meble/domain/element';
import { ElementForm, NO_CATEGORIES } from './ElementForm.tsx';
import { refusedByServer, saved } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { EMPTY_ELEMENT } from './ElementCreateScreen.tsx';
import { createEnvironment } from '../../relay/environment.ts';
import { renderWithMantine } from '../../ui/renderWithMantine.tsx';

// Mantine's list scrolls the active option into view; jsdom has no layout.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

/** The uploaded files the pickers list: a split glTF model with its .bin, a .glb, and an icon. */
const FILES = {
  MODEL: ['mh-n1.gltf', 'mh-n1.bin', 'mh-2.glb'],
  ICON: ['b7c1d2.svg'],
};

const serveFiles: FetchFunction = async (_params, variables) => {
  const names = FILES[variables.kind as keyof typeof FILES];
  const edges = names.map((name) => ({ node: { __typename: 'File', id: `RmlsZTo${name}`, name, originalName: name, thumbnailUrl: null } }));
  return { data: { files: { totalCount: edges.length, edges } } };
};

const categories = [
  { id: 'RWxlbWVudENhdGVnb3J5OjE=', name: 'Moduły' },
  { id: 'RWxlbWVudENhdGVnb3J5OjI=', name: 'Narożniki' },
];
const equipment = [
  { id: 'RXF1aXBtZW50OjE=', name: 'Pojemnik na pościel' },
  { id: 'RXF1aXBtZW50OjI=', name: 'Funkcja spania' },
];

const STORED: ElementFormInput = {
  ...EMPTY_ELEMENT,
  name: 'MH-2',
  file: 'mh-2.glb',
  categoryId: categories[0]!.id,
  connectLeft: true,
  connectRight: true,
  angle: '90',
  dx: '180',
  dy: '95',
  dz: '85',
  priceA: '2499,00',
};

function renderForm(mode: 'create' | 'update', initial: ElementFormInput = mode === 'create' ? EMPTY_ELEMENT : STORED) {
  const onSave = vi.fn<(input: ElementFormInput) => Promise<SubmitOutcome>>(async () => saved);
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: <ElementForm categories={categories} categoryCreateTo="/element-category/create/manhattan" equipment={equipment} initial={initial} mode={mode} onSave={onSave} cancelTo="/back" />,
      },
      { path: '/back', element: <h1>Element</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithMantine(
    <RelayEnvironmentProvider environment={createEnvironment(serveFiles)}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return onSave;
}

/** Opens a file picker and takes the listed file of that name. */
async function pick(label: string, name: string) {
  const box = screen.getByRole('combobox', { name: label });
  await act(async () => fireEvent.click(box));
  const option = await screen.findByRole('option', { name });
  await act(async () => fireEvent.click(option));
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(name));
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));

/** The message a field points to with aria-describedby (null when it is not flagged). */
function errorOf(label: string): string | null {
  // A file picker's list is labelled by the field's label too: the box is the combobox.
  const input = screen.queryByRole('combobox', { name: label }) ?? field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '') ?? null;
}

afterEach(cleanup);

describe('element form (spec part 2 §3, §5)', () => {
  it('labels every field, with the limits from domain', () => {
    renderForm('create');
    expect(field('Nazwa (indeks)').getAttribute('maxLength')).toBe('60');
    // The files are chosen from the uploaded ones, never typed.
    expect(screen.getByRole('combobox', { name: 'Plik modelu' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Ikona' })).toBeTruthy();
    expect(field('Opis').getAttribute('maxLength')).toBe('255');
    expect(field('Opis (EN)').getAttribute('maxLength')).toBe('255');
    expect(field('Krótki opis').getAttribute('maxLength')).toBe('60');
    expect(field('Krótki opis (EN)').getAttribute('maxLength')).toBe('60');
    expect(field('Kąt').getAttribute('maxLength')).toBe('3');
    expect(field('Kolejność').getAttribute('maxLength')).toBe('2');
    for (const group of 'ABCDEFGHI') expect(field(`Cena ${group}`)).toBeTruthy();
    for (const label of ['Szerokość (dx)', 'Głębokość (dy)', 'Wysokość (dz)', 'Element startowy', 'Pojemnik na pościel', 'Funkcja spania']) {
      expect(field(label)).toBeTruthy();
    }
    expect((field('Dostępny') as HTMLInputElement).checked).toBe(true);
    const connection = screen.getByRole('group', { name: 'Łączenie' });
    expect(connection.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect((field('Lewa') as HTMLInputElement).checked).toBe(false);
    expect((field('Prawa') as HTMLInputElement).checked).toBe(false);
  });

  it("shows the spec's message at every empty required field, focuses the first, and sends nothing", async () => {
    const onSave = renderForm('create');
    type('Opis', 'Moduł bez nazwy');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Nazwa (indeks)')).toBe('Wpisz nazwę');
    expect(errorOf('Plik modelu')).toBe('Wybierz plik');
    expect(errorOf('Kategoria')).toBe('Wybierz kategorię');
    expect(errorOf('Cena A')).toBe('Wpisz cenę A');
    expect(errorOf('Szerokość (dx)')).toBe('Podaj wymiary');
    expect(errorOf('Głębokość (dy)')).toBe('Podaj wymiary');
    expect(errorOf('Wysokość (dz)')).toBe('Podaj wymiary');
    expect(errorOf('Kąt')).toBe('Wpisz kąt');
    expect(errorOf('Lewa')).toBe('Wybierz typ łączenia');
    expect(errorOf('Cena B')).toBeNull();
    expect(errorOf('Opis')).toBeNull();
    expect(document.activeElement).toBe(field('Nazwa (indeks)'));
    expect((field('Opis') as HTMLTextAreaElement).value).toBe('Moduł bez nazwy');
    expect(onSave).not.toHaveBeenCalled();

    // Fixing a field takes its message away at once (both connection boxes share one); the others stay.
    fireEvent.click(field('Lewa'));
    expect(errorOf('Lewa')).toBeNull();
    expect(errorOf('Prawa')).toBeNull();
    expect(screen.queryByText('Wybierz typ łączenia')).toBeNull();
    type('Cena A', 'dużo');
    expect(errorOf('Cena A')).toBe(catalogMessages.priceInvalid);
    type('Cena A', '1234,50');
    expect(errorOf('Cena A')).toBeNull();
    expect(errorOf('Kąt')).toBe('Wpisz kąt');
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
  });

  it('says what a filled but invalid value may be; with every field filled the banner names the problem, or counts them', async () => {
    const onSave = renderForm('update');
    type('Szerokość (dx)', 'abc');
    await save();
    expect(errorOf('Szerokość (dx)')).toBe(catalogMessages.dimensionInvalid);
    expect(screen.getByRole('alert').textContent).toBe(catalogMessages.dimensionInvalid);

    type('Głębokość (dy)', '-5');
    type('Kąt', 'ab');
    await save();
    expect(errorOf('Głębokość (dy)')).toBe(catalogMessages.dimensionInvalid);
    expect(errorOf('Kąt')).toBe(catalogMessages.angleInvalid);
    expect(screen.getByRole('alert').textContent).toBe(`Popraw 3 pola. ${catalogMessages.angleInvalid}`);

    // An emptied required field brings the spec's banner back.
    type('Wysokość (dz)', '');
    await save();
    expect(errorOf('Wysokość (dz)')).toBe(catalogMessages.dimensionsRequired);
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("links to adding a category instead of offering an empty select when the collection has none", () => {
    const router = createMemoryRouter(
      [{ path: '/form', element: <ElementForm categories={[]} categoryCreateTo="/element-category/create/pusta" equipment={equipment} initial={EMPTY_ELEMENT} mode="create" onSave={vi.fn()} cancelTo="/back" /> }],
      { initialEntries: ['/form'] },
    );
    renderWithMantine(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: NO_CATEGORIES.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dodaj kategorię elementów' }).getAttribute('href')).toBe('/element-category/create/pusta');
    expect(screen.queryByLabelText('Kategoria')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });

  it("flags a stored model file that is not glTF with 'Plik musi być glft/ glb', and a price in words", async () => {
    renderForm('update', { ...STORED, file: 'model.obj' });
    type('Cena B', 'dużo');
    await save();
    expect(errorOf('Plik modelu')).toBe('Plik musi być glft/ glb');
    expect(errorOf('Cena B')).toBe(catalogMessages.priceInvalid);
  });

  it('shows the bottom width (dimb) only for an angle other than 90', () => {
    renderForm('create');
    expect(screen.queryByLabelText('Szerokość dolna (dimb)')).toBeNull();
    type('Kąt', '90');
    expect(screen.queryByLabelText('Szerokość dolna (dimb)')).toBeNull();
    type('Kąt', '45');
    expect(field('Szerokość dolna (dimb)')).toBeTruthy();
    type('Kąt', '');
    expect(screen.queryByLabelText('Szerokość dolna (dimb)')).toBeNull();
  });

  it('on update, with neither side ticked, says so and hides the save button', () => {
    renderForm('update');
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    fireEvent.click(field('Lewa'));
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    fireEvent.click(field('Prawa'));
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
    expect(errorOf('Lewa')).toBe('Wybierz rodzaj łączenia');
    fireEvent.click(field('Prawa'));
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    expect(errorOf('Prawa')).toBeNull();
  });

  it('sends the typed text (prices as typed, equipment ids) once the rules pass', async () => {
    const onSave = renderForm('create');
    type('Nazwa (indeks)', 'MH-N1');
    await pick('Plik modelu', 'mh-n1.gltf');
    await pick('Ikona', 'b7c1d2.svg');
    fireEvent.change(field('Kategoria'), { target: { value: categories[1]!.id } });
    fireEvent.click(field('Lewa'));
    type('Kąt', '45');
    type('Szerokość dolna (dimb)', '60');
    type('Szerokość (dx)', '120');
    type('Głębokość (dy)', '95,5');
    type('Wysokość (dz)', '85');
    type('Cena A', '1234,50');
    fireEvent.click(field('Funkcja spania'));
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'MH-N1',
      file: 'mh-n1.gltf',
      thumbUrl: 'b7c1d2.svg',
      categoryId: categories[1]!.id,
      connectLeft: true,
      connectRight: false,
      angle: '45',
      dimb: '60',
      dy: '95,5',
      priceA: '1234,50',
      equipment: [equipment[1]!.id],
    });
  });

  it("shows the server's field messages next to their fields (connection included)", async () => {
    const onSave = renderForm('update');
    onSave.mockResolvedValueOnce(
      refusedByServer({
        message: 'Wypełnij wymagane pola',
        fieldErrors: [
          { field: 'name', message: 'Element MH-2 już jest w tej kolekcji' },
          { field: 'priceC', message: catalogMessages.priceInvalid },
          { field: 'file', message: fileMessages.fileMissing('mh-2.glb') },
        ],
      }),
    );
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Wypełnij wymagane pola');
    expect(errorOf('Nazwa (indeks)')).toBe('Element MH-2 już jest w tej kolekcji');
    expect(errorOf('Cena C')).toBe(catalogMessages.priceInvalid);
    expect(errorOf('Plik modelu')).toBe(fileMessages.fileMissing('mh-2.glb'));
    expect(document.activeElement).toBe(field('Nazwa (indeks)'));
  });

  it('lists only the glTF and GLB models for the model file, not the files a model names', async () => {
    renderForm('create');
    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Plik modelu' })));
    await screen.findByRole('option', { name: 'mh-n1.gltf' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['mh-n1.gltf', 'mh-2.glb']);
  });
});
