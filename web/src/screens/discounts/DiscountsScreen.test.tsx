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

function element(n: number, name: string, discountPercent: number) {
  return {
    __typename: 'Element',
    id: `RWxlbWVudDo${n}`,
    name,
    discountPercent,
    category: { __typename: 'ElementCategory', id: `Q2F0OjE${n}`, name: n === 3 ? 'Pufy' : 'Siedziska' },
  };
}

const elements = [element(1, 'Moduł 1', 0), element(2, 'Narożnik', 5), element(3, 'Puf okrągły', 100)];

function page(nodes: ReturnType<typeof element>[], totalCount: number, hasNextPage: boolean) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ node, cursor: `c${node.id}` })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

type Body = { query: string; variables: Record<string, unknown> };
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);
const mutationCalls = () => bodies().filter((body) => body.query.includes('mutation UpdateDiscountsMutation'));

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as Body;
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query DiscountsScreenQuery')) {
      return json({
        data: {
          collection: { __typename: 'Collection', id: COLLECTION_ID, name: 'Manhattan', discountPercent: 10, elements: page(elements, 3, false) },
        },
      });
    }
    if (query.includes('mutation UpdateDiscountsMutation')) {
      const sent = variables.elements as { elementId: string; discountPercent: string }[];
      return json({
        data: {
          updateDiscounts: {
            __typename: 'DiscountsPayload',
            collection: { __typename: 'Collection', id: COLLECTION_ID, discountPercent: Number(variables.collectionDiscountPercent) },
            elements: sent.map((e) => ({ __typename: 'Element', id: e.elementId, discountPercent: Number(e.discountPercent) })),
          },
        },
      });
    }
    return json({ data: {} });
  });
}

async function renderDiscounts() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/collection/manhattan/discounts'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Rabaty — Manhattan' }, { timeout: 5000 });
  return router;
}

const discountCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);

async function click(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

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

describe('/collection/{slug}/discounts (spec part 2 §2, §4, §5; D2, D3)', () => {
  it('shows the collection discount and every element with its discount', async () => {
    await renderDiscounts();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nazwa', 'Kategoria', 'Rabat (%)']);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Moduł 1', 'Narożnik', 'Puf okrągły']);
    expect(discountCells()).toEqual(['0%', '5%', '100%']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(bodies().find((body) => body.query.includes('query DiscountsScreenQuery'))?.query).toContain('elements(first: 200');
  });

  it('flags a value that is not a whole percent next to its field and sends nothing', async () => {
    await renderDiscounts();
    await click('Edycja');
    const collection = screen.getByLabelText('Rabat kolekcji (%)');
    expect((collection as HTMLInputElement).value).toBe('10');
    expect(collection.getAttribute('maxLength')).toBe('2');
    expect(document.activeElement).toBe(collection);
    const narożnik = screen.getByLabelText('Rabat: Narożnik');
    expect(narożnik.getAttribute('maxLength')).toBe('3');
    fireEvent.change(collection, { target: { value: '1.' } });
    fireEvent.change(narożnik, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Rabat: Moduł 1'), { target: { value: '101' } });
    await click('Zapisz');

    expect(screen.getByRole('alert').textContent).toBe('Wypełnij wymagane pola');
    for (const field of [collection, narożnik, screen.getByLabelText('Rabat: Moduł 1')]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Wypełnij wymagane pola');
    }
    expect(screen.getByLabelText('Rabat: Puf okrągły').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(collection);
    expect(mutationCalls()).toHaveLength(0);
  });

  it('Anuluj returns to the view and drops the edits', async () => {
    await renderDiscounts();
    await click('Edycja');
    fireEvent.change(screen.getByLabelText('Rabat kolekcji (%)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Rabat: Narożnik'), { target: { value: '77' } });
    await click('Anuluj');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(discountCells()).toEqual(['0%', '5%', '100%']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edycja' }));
    await click('Edycja');
    expect((screen.getByLabelText('Rabat kolekcji (%)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Rabat: Narożnik') as HTMLInputElement).value).toBe('5');
    expect(mutationCalls()).toHaveLength(0);
  });

  it('Zapisz sends every value in one mutation and shows the saved values', async () => {
    await renderDiscounts();
    await click('Edycja');
    fireEvent.change(screen.getByLabelText('Rabat kolekcji (%)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Rabat: Narożnik'), { target: { value: '20' } });
    await click('Zapisz');
    await screen.findByRole('button', { name: 'Edycja' });
    expect(mutationCalls().map((call) => call.variables)).toEqual([
      {
        collectionId: COLLECTION_ID,
        collectionDiscountPercent: '15',
        elements: [
          { elementId: elements[0]!.id, discountPercent: '0' },
          { elementId: elements[1]!.id, discountPercent: '20' },
          { elementId: elements[2]!.id, discountPercent: '100' },
        ],
      },
    ]);
    expect(screen.getByText('15%')).toBeTruthy();
    expect(discountCells()).toEqual(['0%', '20%', '100%']);
  });

  it("shows the server's refusal next to the element it names", async () => {
    await renderDiscounts();
    fetchMock.mockImplementation(async (_url, init) => {
      const { query } = JSON.parse(String(init?.body)) as Body;
      if (query.includes('mutation UpdateDiscountsMutation')) {
        return json({
          data: {
            updateDiscounts: {
              __typename: 'ValidationError',
              message: 'Wypełnij wymagane pola',
              fieldErrors: [{ field: 'elements.1.discountPercent', message: 'Wypełnij wymagane pola' }],
            },
          },
        });
      }
      return json({ data: {} });
    });
    await click('Edycja');
    await click('Zapisz');
    expect(mutationCalls()).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Wypełnij wymagane pola');
    expect(screen.getByLabelText('Rabat: Narożnik').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Rabat kolekcji (%)').getAttribute('aria-invalid')).toBeNull();
  });
});
