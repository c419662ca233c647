import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import type { FetchFunction } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../relay/environment.ts';
import { PATTERNS } from '../routes/paths.ts';
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

function renderShell(fetchFn: FetchFunction, catalogue = true) {
  const router = createMemoryRouter(
    [
      { path: '/collections', element: <SearchLauncher catalogue={catalogue} /> },
      { path: PATTERNS.element, element: <ElementScreen /> },
    ],
    { initialEntries: ['/collections'] },
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

const searchField = () => screen.findByRole('textbox', { name: 'Szukaj kolekcji, elementów i konfiguracji klientów' });

describe('the command palette', () => {
  it('opens with Ctrl+K, searches the graph once the user pauses, groups the hits, and Enter opens the selected one', async () => {
    const fetchFn = vi.fn<FetchFunction>(() => Promise.resolve({ data: { search } }));
    const router = renderShell(fetchFn);
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    const field = await searchField();
    expect(screen.getByText(/Wpisz co najmniej 2 znaki/)).toBeTruthy();

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
    const field = await searchField();
    expect(screen.getByText('Wpisz co najmniej 3 znaki e-maila klienta.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'xyz' } });
    expect(await screen.findByText('Nic nie znaleziono dla „xyz”.')).toBeTruthy();
    expect(fetchFn.mock.calls[0]![1]).toMatchObject({ text: 'xyz', catalogue: false });
  });
});
