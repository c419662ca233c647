import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

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
    displayOrd: 0,
    thumbUrl: n === 1 ? '' : `ikona-${n}.png`,
    available: n !== 2,
    category: { ...category, __typename: 'ElementCategory' },
    prices: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((group, i) => ({ group, grosze: i === 0 ? 123450 + n : null })),
    viewerCannotDeleteReason: null,
    kitsHoldingIt: [],
  };
}

function page(nodes: ReturnType<typeof element>[], totalCount: number, hasNextPage: boolean) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ node, cursor: `c${node.id}` })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

// Short pages keep jsdom fast (a Mantine row with its menu costs); the list asks for 50 and shows what comes.
const firstPage = Array.from({ length: 6 }, (_, i) => element(i + 1));
const nextPage = Array.from({ length: 3 }, (_, i) => element(i + 51));
const pufs = [element(101, 'Puf okrągły'), element(103, 'Puf kwadratowy')];

function collection(elements: ReturnType<typeof page>) {
  return { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', elements };
}

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const paginationCalls = () => bodies().filter((body) => body.query.includes('query ElementsTablePaginationQuery'));
const screenCalls = () => bodies().filter((body) => body.query.includes('query ElementsScreenQuery'));
const deleteCalls = () => bodies().filter((body) => body.query.includes('mutation DeleteElementMutation'));

/** The list the server answers for the screen query's variables (a short one unless `long`). */
function serve({ long = true } = {}) {
  const unfiltered = long ? page(firstPage, 9, true) : page(firstPage.slice(0, 3), 3, false);
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ElementsScreenQuery')) {
      let elements = unfiltered;
      if (variables.filter === 'Puf') elements = page(pufs, 2, false);
      else if (variables.categoryId === categories[0]!.id) elements = page([element(2)], 1, false);
      else if (variables.orderBy === 'NAME_DESC') elements = page([...firstPage.slice(0, 3)].reverse(), 3, false);
      return json({ data: { collection: { ...collection(elements), elementCategories: categories } } });
    }
    if (query.includes('query ElementsTablePaginationQuery')) return json({ data: { node: collection(page(nextPage, 9, false)) } });
    if (query.includes('mutation DeleteElementMutation')) {
      return json({ data: { deleteElement: { __typename: 'DeleteElementPayload', deletedId: variables.id, deletedRecordId: variables.id } } });
    }
    return json({ data: {} });
  });
}

/** Holds the unfiltered lists asked in a price order until the test answers them, one by one. */
function serveOrdered() {
  const served = fetchMock.getMockImplementation()!;
  const held = new Map<string, () => void>();
  fetchMock.mockImplementation(async (url, init) => {
    const { query, variables } = graphqlRequest(init);
    const order = variables.orderBy;
    if (query.includes('query ElementsScreenQuery') && !variables.filter && typeof order === 'string' && order.startsWith('PRICE_A')) {
      await new Promise<void>((resolve) => held.set(order, resolve));
    }
    return served(url, init);
  });
  return {
    waiting: () => [...held.keys()],
    answer(order: string) {
      held.get(order)!();
      return new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

async function renderList(address = '/collection/manhattan/elements') {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
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

const headers = () => screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('aria-sort')]);

describe('/collection/{slug}/elements (spec part 2 §2)', () => {
  it('shows the count and the first page; Pokaż więcej loads the next page of 50, beside how many are shown', async () => {
    await renderList();
    expect(screen.getByText('Elementów: 9')).toBeTruthy();
    expect(headers()).toEqual([
      ['Nazwa⇅', 'none'],
      ['Kategoria', null],
      ['Ikona', null],
      ['Cena A⇅', 'none'],
      ['Dostępny', null],
      ['Akcje', null],
    ]);
    expect(rows()).toHaveLength(6);
    const second = within(rows()[1]!);
    expect(second.getByRole('link', { name: 'Moduł 2' }).getAttribute('href')).toBe(`/collection/manhattan/elements/${encodeURIComponent('RWxlbWVudDo2')}`);
    // The icon it names, as a picture from the stored files.
    expect(second.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Siedziska', '', '1 234,52 zł', 'nie', '⋯']);
    expect(second.getByRole('img', { name: 'Ikona elementu Moduł 2' }).getAttribute('src')).toBe('/uploads/icon/ikona-2.png');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dodaj element' }).getAttribute('href')).toBe('/collection/manhattan/elements/create');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Importuj z CSV' }).getAttribute('href')).toBe('/collection/manhattan/elements/import');
    expect(screen.getByRole('button', { name: 'Eksportuj do CSV' })).toBeTruthy();
    expect(screen.getByText('Pokazano 6 z 9')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByRole('link', { name: 'Moduł 53' });
    expect(rows()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    // The button is gone with the last page: focus goes to the count beside it, not back to the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Pokazano 9 z 9')));
    expect(paginationCalls().map((call) => call.variables)).toEqual([
      expect.objectContaining({ id: COLLECTION_ID, first: 50, after: `c${firstPage.at(-1)!.id}`, orderBy: null }),
    ]);
  });

  it('filters on the server from 3 characters only, and keeps the filter in the address', async () => {
    serve({ long: false });
    const router = await renderList();
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Pu' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screenCalls()).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Puf' } });
    await screen.findByText('Elementów: 2');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Puf okrągły', 'Puf kwadratowy']);
    expect(router.state.location.search).toBe('?filter=Puf');
    expect(screenCalls().map((call) => call.variables)).toEqual([
      expect.objectContaining({ filter: null, categoryId: null, orderBy: null }),
      expect.objectContaining({ filter: 'Puf', categoryId: null, orderBy: null }),
    ]);
  });

  it('narrows the list to one category, in the address too', async () => {
    serve({ long: false });
    const router = await renderList();
    fireEvent.change(screen.getByLabelText('Kategoria'), { target: { value: categories[0]!.id } });
    await screen.findByText('Elementów: 1');
    expect(rows()).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe(categories[0]!.id);
    expect(screenCalls().at(-1)!.variables).toEqual(expect.objectContaining({ filter: null, categoryId: categories[0]!.id }));
  });

  it('a category picked while a cleared filter settles stays picked (the late filter write kept the old category)', async () => {
    serve({ long: false });
    const router = await renderList('/collection/manhattan/elements?filter=Puf');
    await screen.findByText('Elementów: 2');
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kategoria'), { target: { value: categories[0]!.id } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('category'), search.get('filter')]).toEqual([categories[0]!.id, null]);
    await screen.findByText('Elementów: 1');
    expect(screenCalls().at(-1)!.variables).toEqual(expect.objectContaining({ filter: null, categoryId: categories[0]!.id }));
  });

  it('sorts by a column header: ascending, descending, then the catalogue order again, each in the address and asked of the server', async () => {
    serve({ long: false });
    const router = await renderList();
    const nameHeader = () => screen.getByRole('columnheader', { name: /Nazwa/ });
    await act(async () => fireEvent.click(within(nameHeader()).getByRole('button', { name: 'Nazwa' })));
    await waitFor(() => expect(nameHeader().getAttribute('aria-sort')).toBe('ascending'));
    expect(router.state.location.search).toBe('?sort=NAME_ASC');
    await act(async () => fireEvent.click(within(nameHeader()).getByRole('button', { name: 'Nazwa' })));
    await waitFor(() => expect(nameHeader().getAttribute('aria-sort')).toBe('descending'));
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(['Moduł 3', 'Moduł 2', 'Moduł 1']);
    await act(async () => fireEvent.click(within(nameHeader()).getByRole('button', { name: 'Nazwa' })));
    await waitFor(() => expect(nameHeader().getAttribute('aria-sort')).toBe('none'));
    expect(router.state.location.search).toBe('');
    expect(screenCalls().map((call) => call.variables.orderBy)).toEqual([null, 'NAME_ASC', 'NAME_DESC', null]);

    // Two clicks before the first list arrives: the second builds on the first (descending), not on the address.
    const priceButton = () => within(screen.getByRole('columnheader', { name: /Cena A/ })).getByRole('button', { name: 'Cena A' });
    fireEvent.click(priceButton());
    fireEvent.click(priceButton());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=PRICE_A_DESC'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Cena A/ }).getAttribute('aria-sort')).toBe('descending'));
  });

  it('two quick clicks on a header, then typing: the filter keeps the second order when the first list arrives between them', async () => {
    serve({ long: false });
    const router = await renderList();
    const answered = serveOrdered();
    const priceHeader = () => screen.getByRole('columnheader', { name: /Cena A/ });
    fireEvent.click(within(priceHeader()).getByRole('button', { name: 'Cena A' }));
    await waitFor(() => expect(answered.waiting()).toEqual(['PRICE_A_ASC']));
    fireEvent.click(within(priceHeader()).getByRole('button', { name: 'Cena A' }));
    await waitFor(() => expect(answered.waiting()).toEqual(['PRICE_A_ASC', 'PRICE_A_DESC']));
    await act(async () => answered.answer('PRICE_A_ASC'));
    expect(priceHeader().getAttribute('aria-sort')).toBe('descending');
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Puf' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=PRICE_A_DESC&filter=Puf'));
    await act(async () => answered.answer('PRICE_A_DESC'));
    await screen.findByText('Elementów: 2');
    expect(priceHeader().getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?sort=PRICE_A_DESC&filter=Puf');
  });

  it('keeps what is being typed when the address changes under it with the same filter (a late sort), then applies it', async () => {
    serve({ long: false });
    const router = await renderList();
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'Puf' } });
    // Before the typing settles, the address moves to another order, its filter untouched.
    await act(() => router.navigate('/collection/manhattan/elements?sort=PRICE_A_DESC', { replace: true }));
    expect(screen.getByLabelText<HTMLInputElement>('Szukaj elementu').value).toBe('Puf');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=PRICE_A_DESC&filter=Puf'));
    await screen.findByText('Elementów: 2');
    // Back to an address with another filter: the box follows it.
    await act(() => router.navigate('/collection/manhattan/elements?filter=Fotel', { replace: true }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Szukaj elementu').value).toBe('Fotel'));
  });

  it('opens with the filter, category and order an address names (a reload, a shared link)', async () => {
    serve({ long: false });
    await renderList(`/collection/manhattan/elements?filter=Puf&category=${encodeURIComponent(categories[1]!.id)}&sort=PRICE_A_DESC`);
    expect(screenCalls()[0]!.variables).toEqual(expect.objectContaining({ filter: 'Puf', categoryId: categories[1]!.id, orderBy: 'PRICE_A_DESC' }));
    expect((screen.getByLabelText('Szukaj elementu') as HTMLInputElement).value).toBe('Puf');
    expect((screen.getByLabelText('Kategoria') as HTMLSelectElement).value).toBe(categories[1]!.id);
    expect(screen.getByRole('columnheader', { name: /Cena A/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it("gathers a row's actions in its menu; Usuń asks for the word as the element's screen does, then deletes", async () => {
    serve({ long: false });
    await renderList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Akcje dla „Moduł 2”' })));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Pokaż' })).toBeTruthy());
    expect(within(menu).getByRole('menuitem', { name: 'Pokaż' }).getAttribute('href')).toBe(`/collection/manhattan/elements/${encodeURIComponent('RWxlbWVudDo2')}`);
    expect(within(menu).getByRole('menuitem', { name: 'Edytuj' }).getAttribute('href')).toBe(`/collection/manhattan/elements/edit/${encodeURIComponent('RWxlbWVudDo2')}`);
    await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: 'Usuń' })));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie elementu „Moduł 2”' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByText('Zostanie usunięty element „Moduł 2”. Usunięcie można cofnąć w historii przez 30 dni.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Wpisz „usuń”, aby potwierdzić'), { target: { value: 'usuń' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCalls().map((call) => call.variables.id)).toEqual(['RWxlbWVudDo2']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Moduł 2' })).toBeNull());
    expect(screen.getByText('Elementów: 2')).toBeTruthy();
  });
});
