import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../../routes/router.tsx';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const COLLECTION_ID = 'Q29sbGVjdGlvbjptYW5oYXR0YW4=';
const categories = [
  { id: 'Q2F0OjE=', name: 'Siedziska' },
  { id: 'Q2F0OjI=', name: 'Pufy' },
];

function element(n: number, name = `Moduł ${n}`) {
  const category = n % 2 === 0 ? categories[0]! : categories[1]!;
  return {
    __typename: 'Element',
    id: `RWxlbWVudDo${n}`,
    name,
    thumbUrl: n === 1 ? '' : `ikona-${n}.png`,
    available: n !== 2,
    category: { ...category, __typename: 'ElementCategory' },
    prices: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((group, i) => ({ group, grosze: i === 0 ? 123450 + n : null })),
  };
}

function page(nodes: ReturnType<typeof element>[], totalCount: number, hasNextPage: boolean) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ node, cursor: `c${node.id}` })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

const first50 = Array.from({ length: 50 }, (_, i) => element(i + 1));
const next10 = Array.from({ length: 10 }, (_, i) => element(i + 51));
const pufs = [element(101, 'Puf okrągły'), element(103, 'Puf kwadratowy')];

function collection(elements: ReturnType<typeof page>) {
  return { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', elements };
}

type Body = { query: string; variables: Record<string, unknown> };
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);
const paginationCalls = () => bodies().filter((body) => body.query.includes('query ElementsTablePaginationQuery'));

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as Body;
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ElementsScreenQuery')) {
      return json({ data: { collection: { ...collection(page(first50, 60, true)), elementCategories: categories } } });
    }
    if (query.includes('query ElementsTablePaginationQuery')) {
      if (variables.filter === 'Puf') return json({ data: { node: collection(page(pufs, 2, false)) } });
      if (variables.categoryId === categories[0]!.id) return json({ data: { node: collection(page([element(2)], 1, false)) } });
      return json({ data: { node: collection(page(next10, 60, false)) } });
    }
    return json({ data: {} });
  });
}

async function renderList() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/collection/manhattan/elements'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Elementy — Manhattan' });
  return router;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/collection/{slug}/elements (spec part 2 §2)', () => {
  it('shows the count and the first 50 elements; Pokaż więcej loads the next page', async () => {
    await renderList();
    expect(screen.getByText('Elementów: 60')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nazwa', 'Kategoria', 'Ikona', 'Cena A', 'Dostępny']);
    expect(rows()).toHaveLength(50);
    const second = within(rows()[1]!);
    expect(second.getByRole('link', { name: 'Moduł 2' }).getAttribute('href')).toBe(`/collection/manhattan/elements/${encodeURIComponent('RWxlbWVudDo2')}`);
    expect(second.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Siedziska', 'ikona-2.png', '1 234,52 zł', 'nie']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dodaj element' }).getAttribute('href')).toBe('/collection/manhattan/elements/create');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Importuj z CSV' }).getAttribute('href')).toBe('/collection/manhattan/elements/import');
    expect(screen.getByRole('button', { name: 'Eksportuj do CSV' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByRole('link', { name: 'Moduł 60' });
    expect(rows()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(paginationCalls().map((call) => call.variables)).toEqual([
      expect.objectContaining({ id: COLLECTION_ID, first: 50, after: `c${first50.at(-1)!.id}` }),
    ]);
  });

  it('filters on the server from 3 characters only', async () => {
    await renderList();
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Pu' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(paginationCalls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Puf' } });
    await screen.findByText('Elementów: 2');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Puf okrągły', 'Puf kwadratowy']);
    expect(paginationCalls().map((call) => call.variables)).toEqual([expect.objectContaining({ filter: 'Puf', categoryId: null })]);
  });

  it('narrows the list to one category', async () => {
    await renderList();
    fireEvent.change(screen.getByLabelText('Kategoria'), { target: { value: categories[0]!.id } });
    await screen.findByText('Elementów: 1');
    expect(rows()).toHaveLength(1);
    expect(paginationCalls().map((call) => call.variables)).toEqual([expect.objectContaining({ filter: null, categoryId: categories[0]!.id })]);
  });
});
