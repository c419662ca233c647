import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import { validationMessages } from '@meble/domain/messages/validation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server: the shell's query, the colour's create (answered as created) and the settings screen it returns to. */
function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('mutation CreateFabricParameterMutation')) {
      return json({ data: { createFabricParameter: { __typename: 'FabricParameterPayload', color: { id: 'RmFicmljQ29sb3I6MQ==', name: 'Oliwkowy' }, type: null, property: null } } });
    }
    if (query.includes('query FabricSettingsScreenQuery')) return json({ data: { fabricFilterParameters: { colors: [], types: [], properties: [] } } });
    return json({ data: {} });
  });
}

const sent = () =>
  fetchMock.mock.calls.map(([, init]) => graphqlRequest(init)).filter((body) => body.query.includes('mutation CreateFabricParameterMutation'));

async function renderColorCreate() {
  localStorage.setItem('token', 'token-colour');
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/settings/create-fabric-color'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Dodaj kolor tkaniny' });
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('error')) ?? '';
  return document.getElementById(id)?.textContent ?? null;
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

describe('colour create form (spec part 1 §5)', () => {
  it('refuses an empty form, an rgb not of 6 hexadecimal characters and an order of 3 digits; sends nothing', async () => {
    await renderColorCreate();
    await save();
    expect(errorOf('Nazwa')).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Kolor (rgb)')).toBe(fabricMessages.rgbInvalid);
    type('Nazwa', 'Oliwkowy');
    type('Kolor (rgb)', '7a7d3');
    type('Kolejność', '100');
    await save();
    expect(errorOf('Kolor (rgb)')).toBe(fabricMessages.rgbInvalid);
    expect(errorOf('Kolejność')).toBe(catalogMessages.displayOrdInvalid);
    expect(sent()).toEqual([]);
  });

  it('sends a valid colour with its rgb and order as typed, then returns to the filter parameters', async () => {
    const router = await renderColorCreate();
    type('Nazwa', 'Oliwkowy');
    // Pasted from a design tool, with its '#'.
    type('Kolor (rgb)', '#7A7D3A');
    expect((screen.getByLabelText('Kolor (rgb)') as HTMLInputElement).value).toBe('7A7D3A');
    type('Kolejność', '9');
    await save();
    expect(sent().map((body) => body.variables)).toEqual([{ kind: 'COLOR', input: { name: 'Oliwkowy', rgb: '7A7D3A', displayOrd: '9' } }]);
    await screen.findByRole('heading', { name: 'Parametry filtrów tkanin' });
    expect(router.state.location.pathname).toBe('/settings-fabrics');
  });
});
