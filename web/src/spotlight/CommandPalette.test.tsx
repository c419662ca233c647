import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router';
import type { FetchFunction } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../relay/environment.ts';
import { PATTERNS } from '../routes/paths.ts';
import { START_ACTION } from '../routes/startAction.ts';
import { SearchLauncher } from './SearchLauncher.tsx';

afterEach(cleanup);

// Spotlight's arrow keys scroll the selected hit into view; jsdom has no layout.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const search = {
  collections: [{ id: 'Q29sbGVjdGlvbjpzb3JyZW50bw==', slug: 'sorrento', name: 'Sorrento', isActive: true }],
  elements: [
    {
      element: { id: 'RWxlbWVudDox', name: 'Sofa 2-osobowa' },
      collection: { id: 'Q29sbGVjdGlvbjpzb3JyZW50bw==', slug: 'sorrento', name: 'Sorrento' },
    },
  ],
  clientConfigurations: [
    {
      id: 'Q2xpZW50Q29uZmlndXJhdGlvbjox',
      customerEmail: 'sofia.nowak@example.pl',
      createdAt: '2026-11-20T10:00:00.000Z',
      collectionSlug: 'sorrento',
      collection: { name: 'Sorrento' },
      salon: null,
    },
  ],
};

function ElementScreen() {
  const { slug, elementId } = useParams();
  return <h1>{`Element ${elementId ?? ''} w ${slug ?? ''}`}</h1>;
}

/** Any other address: its path as the heading, so a test sees where the palette led. */
function AnyScreen() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderShell(fetchFn: FetchFunction, catalogue = true, at = '/collections') {
  const router = createMemoryRouter(
    [
      {
        // The header's launcher stays on every page, as in the shell.
        element: (
          <>
            <SearchLauncher catalogue={catalogue} />
            <Outlet />
          </>
        ),
        children: [
          { path: PATTERNS.element, element: <ElementScreen /> },
          // Ranked above the element's address, as in the app.
          { path: PATTERNS.elementCreate, element: <AnyScreen /> },
          { path: PATTERNS.elementsImport, element: <AnyScreen /> },
          { path: '*', element: <AnyScreen /> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider>
      <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </MantineProvider>,
  );
  return router;
}

const searchField = () => screen.findByRole('textbox', { name: 'Szukaj ekranów, akcji, kolekcji, elementów i konfiguracji klientów' });
const noRecords = { data: { search: { collections: [], elements: [], clientConfigurations: [] } } };

async function openPalette(fetchFn: FetchFunction, { catalogue = true, at = '/collections' } = {}) {
  const router = renderShell(fetchFn, catalogue, at);
  fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
  const field = await screen.findByRole('textbox', { name: /^Szukaj ekranów/ });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { router, field, type, dialog: await screen.findByRole('dialog', { name: 'Szukaj w panelu' }) };
}

const labelsIn = (group: HTMLElement) => within(group).queryAllByRole('button').map((button) => button.querySelector('.mantine-Spotlight-actionLabel')?.textContent);

describe('the command palette', () => {
  it('opens with Ctrl+K, searches the graph once the user pauses, groups the hits, and Enter opens the selected one', async () => {
    const fetchFn = vi.fn<FetchFunction>(() => Promise.resolve({ data: { search } }));
    const router = renderShell(fetchFn);
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    const field = await searchField();
    expect(screen.getByText(/co najmniej 2 znaki nazwy kolekcji/)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'so' } });
    fireEvent.change(field, { target: { value: 'sof' } });
    const dialog = await screen.findByRole('dialog', { name: 'Szukaj w panelu' });
    const elements = await within(dialog).findByRole('group', { name: 'Elementy' });
    // Debounced: one request, for the text as it stood when the user paused.
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]![1]).toMatchObject({ text: 'sof', catalogue: true });
    expect(within(dialog).getByRole('group', { name: 'Kolekcje' }).textContent).toContain('Sorrento');
    expect(within(elements).getByRole('button', { name: /Sofa 2-osobowa/ }).textContent).toContain('Element kolekcji Sorrento');
    const configurations = within(dialog).getByRole('group', { name: 'Konfiguracje klientów' });
    expect(configurations.textContent).toContain('sofia.nowak@example.pl');
    // A configuration saved online is named as in the list's Salon column.
    expect(configurations.textContent).toContain('Sorrento · bez salonu · ');
    expect(within(dialog).getByRole('status').textContent).toBe('3 wyniki dla „sof”.');

    // The first hit (the collection) is selected; ArrowDown moves to the element, Enter opens its screen.
    const collection = within(dialog).getByRole('button', { name: /^Sorrento/ });
    await waitFor(() => expect(collection.getAttribute('data-selected')).toBe('true'));
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Element RWxlbWVudDox w sorrento' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collection/sorrento/elements/RWxlbWVudDox');
  });

  it("opens from the header's 'Szukaj' button, says when nothing is found, and asks a salon user for e-mails only", async () => {
    const fetchFn = vi.fn<FetchFunction>(() => Promise.resolve({ data: { search: { clientConfigurations: [] } } }));
    renderShell(fetchFn, false);
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const field = await screen.findByRole('textbox', { name: 'Szukaj ekranów i konfiguracji klientów' });
    expect(screen.getByText('Wpisz nazwę ekranu albo co najmniej 3 znaki e-maila klienta.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'xyz' } });
    expect(await screen.findByText('Nic nie znaleziono dla „xyz”.')).toBeTruthy();
    expect(fetchFn.mock.calls[0]![1]).toMatchObject({ text: 'xyz', catalogue: false });
  });
});

describe('screens and actions in the command palette', () => {
  it("offers the settings screen from the first letters, folded, before any request, and Enter opens it", async () => {
    const fetchFn = vi.fn<FetchFunction>(() => Promise.resolve(noRecords));
    const { router, field, type, dialog } = await openPalette(fetchFn);
    type('u');
    const screens = await within(dialog).findByRole('group', { name: 'Ekrany' });
    expect(labelsIn(screens)).toContain('Ustawienia');
    expect(fetchFn).not.toHaveBeenCalled();

    type('USTAWIENIA');
    await waitFor(() => expect(labelsIn(within(dialog).getByRole('group', { name: 'Ekrany' }))).toEqual(['Ustawienia']));
    const settings = within(dialog).getByRole('button', { name: /^Ustawienia/ });
    await waitFor(() => expect(settings.getAttribute('data-selected')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByRole('heading', { name: '/settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("finds 'Tłumaczenia' and 'Użytkownicy i salony' typed without Polish letters, described by where they lie", async () => {
    const { type, dialog } = await openPalette(vi.fn<FetchFunction>(() => Promise.resolve(noRecords)));
    type('uzytkownicy');
    // By the label's text: jsdom joins the name's parts without the space a browser puts around the highlight.
    await waitFor(() => expect(labelsIn(within(dialog).getByRole('group', { name: 'Ekrany' }))).toEqual(['Użytkownicy i salony']));
    type('tlumaczenia');
    const translations = await within(dialog).findByRole('button', { name: /^Tłumaczenia/ });
    expect(translations.textContent).toContain('Ustawienia');
    fireEvent.click(translations);
    expect(await screen.findByRole('heading', { name: '/settings-translations' })).toBeTruthy();
  });

  it("offers the collection's actions inside its pages, named as its buttons, for that collection", async () => {
    const fetchFn = vi.fn<FetchFunction>(() => Promise.resolve(noRecords));
    const { router, type, dialog } = await openPalette(fetchFn, { at: '/collection/manhattan/discounts' });
    type('dodaj el');
    const actions = await within(dialog).findByRole('group', { name: 'Akcje' });
    // The collection's own actions lead inside it.
    expect(labelsIn(actions)[0]).toBe('Dodaj element');

    type('import');
    await waitFor(() => expect(labelsIn(within(dialog).getByRole('group', { name: 'Akcje' }))).toEqual(['Importuj z CSV']));
    type('Import CSV');
    await waitFor(() => expect(labelsIn(within(dialog).getByRole('group', { name: 'Akcje' }))).toEqual(['Importuj z CSV']));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Importuj z CSV/ }));
    expect(await screen.findByRole('heading', { name: '/collection/manhattan/elements/import' })).toBeTruthy();

    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    type('dodaj el');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Dodaj element/ }));
    expect(await screen.findByRole('heading', { name: '/collection/manhattan/elements/create' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collection/manhattan/elements/create');

    // Done on the kits screen itself: the palette opens that screen asking it to start (routes/startAction.ts).
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    type('dodaj zestaw');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Dodaj zestaw/ }));
    expect(await screen.findByRole('heading', { name: '/collection/manhattan/sets' })).toBeTruthy();
    expect(router.state.location.state).toEqual(START_ACTION);
  });

  it("offers no collection's action outside a collection's pages, but the panel's own ones", async () => {
    const { type, dialog } = await openPalette(vi.fn<FetchFunction>(() => Promise.resolve(noRecords)));
    type('dodaj');
    const actions = await within(dialog).findByRole('group', { name: 'Akcje' });
    expect(labelsIn(actions)).toEqual(['Dodaj użytkownika', 'Dodaj rodzinę tkanin', 'Dodaj plik graficzny', 'Dodaj model 3D', 'Dodaj ikonę', 'Dodaj obrazek kolekcji', 'Dodaj obrazek', 'Dodaj wybarwienie nóżek', 'Dodaj wybarwienie elementów', 'Dodaj kolekcję']);
  });

  it('offers a salon user only their own screen (D14), and no actions', async () => {
    const { type, dialog } = await openPalette(vi.fn<FetchFunction>(() => Promise.resolve({ data: { search: { clientConfigurations: [] } } })), {
      catalogue: false,
      at: '/client-configurations',
    });
    type('u');
    const screens = await within(dialog).findByRole('group', { name: 'Ekrany' });
    expect(labelsIn(screens)).toEqual(['Konfiguracje klientów']);
    type('ustawienia');
    expect(await within(dialog).findByText('Nic nie znaleziono dla „ustawienia”.')).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Akcje' })).toBeNull();
  });
});
