import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const admin = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };

function collection(slug: string, name: string, elementCount: number, kitCount: number, extra: Record<string, unknown> = {}) {
  return { __typename: 'Collection', id: `Q29sbGVjdGlvbjo${slug}`, slug, name, thumbUrl: '', isActive: true, elementCount, kitCount, ...extra };
}

const CATEGORIES = [
  {
    __typename: 'CollectionCategory',
    id: 'Q2F0OnNvZnk=',
    slug: 'sofy',
    name: 'Sofy',
    collections: [
      collection('manhattan', 'Manhattan', 26, 5, {
        thumbUrl: '5f1c.jpg',
      }),
      collection('lodz', 'Łódź', 1, 0, { isActive: false }),
      // A PDF's first page stands for it.
      collection('bari', 'Bari', 3, 1, {
        thumbUrl: '9a2b.pdf',
      }),
    ],
  },
  { __typename: 'CollectionCategory', id: 'Q2F0Omxvemth', slug: 'lozka', name: 'Łóżka', collections: [collection('luna', 'Luna', 12, 2)] },
];

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer: admin, dictionaries: { priceGroups: [] } } });
    if (query.includes('query CollectionsScreenQuery')) return json({ data: { collectionCategories: CATEGORIES } });
    return json({ data: {} });
  });
}

async function renderAt(address: string) {
  serve();
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: admin.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
  render(<RouterProvider router={router} />);
  // The first render loads the lazy shell and screen chunks: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Kolekcje' }, { timeout: 10_000 });
  return router;
}

/** The card names of a category section, in order. */
const namesIn = (category: string) =>
  within(screen.getByRole('region', { name: category }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/collections as cards (spec part 2 §2)', { timeout: 20_000 }, () => {
  it('shows each category with its collections as cards by name: photo or placeholder, link, counts and status', async () => {
    await renderAt('/collections');
    expect((await screen.findByRole('status')).textContent).toContain('Kolekcji: 4');
    expect(namesIn('Sofy')).toEqual(['Bari', 'Łódź', 'Manhattan']);
    expect(namesIn('Łóżka')).toEqual(['Luna']);

    const manhattan = screen.getByRole('link', { name: 'Manhattan' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'Manhattan' }).getAttribute('href')).toBe('/collection/manhattan');
    expect(within(manhattan).getByText('26 elementów · 5 zestawów')).toBeTruthy();
    expect(within(manhattan).getByText('aktywna')).toBeTruthy();
    expect(manhattan.querySelector('img')?.getAttribute('src')).toBe('/uploads/collection/5f1c.jpg');
    const pdf = screen.getByRole('link', { name: 'Bari' }).closest('li')!;
    expect(pdf.querySelector('img')?.getAttribute('src')).toBe('/uploads/thumbnails/collection/9a2b.pdf.png');

    const lodz = screen.getByRole('link', { name: 'Łódź' }).closest('li')!;
    expect(within(lodz).getByText('1 element · 0 zestawów')).toBeTruthy();
    expect(within(lodz).getByText('nieaktywna')).toBeTruthy();
    expect(lodz.querySelector('img')).toBeNull();
    expect(within(lodz).getByTestId('collection-photo-placeholder').textContent).toContain('brak zdjęcia');
  });

  it('takes the filter and the sort from the address, and a category without a match is left out', async () => {
    await renderAt('/collections?name=%C5%81%C3%93D&sort=elements');
    expect(((await screen.findByRole('searchbox', { name: 'Nazwa kolekcji' })) as HTMLInputElement).value).toBe('ŁÓD');
    expect((screen.getByRole('combobox', { name: 'Sortuj' }) as HTMLInputElement).value).toBe('elements');
    expect(screen.getByRole('status').textContent).toContain('Kolekcje pasujące do filtra: 1 z 4');
    expect(namesIn('Sofy')).toEqual(['Łódź']);
    expect(screen.queryByRole('region', { name: 'Łóżka' })).toBeNull();
  });

  it('keeps what is typed and the chosen sort in the address once typing settles', async () => {
    const router = await renderAt('/collections');
    await screen.findByRole('status');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortuj' }), { target: { value: 'elements' } });
    await settle(0);
    expect(namesIn('Sofy')).toEqual(['Manhattan', 'Bari', 'Łódź']);
    expect(router.state.location.search).toBe('?sort=elements');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Nazwa kolekcji' }), { target: { value: 'a' } });
    // The cards follow at once; the address once typing settles.
    expect(namesIn('Sofy')).toEqual(['Manhattan', 'Bari']);
    expect(router.state.location.search).toBe('?sort=elements');
    await settle(400);
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('a');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Nazwa kolekcji' }), { target: { value: 'xyz' } });
    await settle(400);
    expect(screen.getByText('Żadna kolekcja nie pasuje do filtra.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Kolekcje pasujące do filtra: 0 z 4');

    // A link to the bare address (the main menu's) clears the box.
    await act(() => router.navigate('/collections'));
    expect(((await screen.findByRole('searchbox', { name: 'Nazwa kolekcji' })) as HTMLInputElement).value).toBe('');
    expect(namesIn('Sofy')).toEqual(['Bari', 'Łódź', 'Manhattan']);
  });
});
