import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { APP_NAME } from '@meble/domain/app';
import { commonMessages } from '@meble/domain/messages/common';
import { COLOR_SCHEME_KEY } from '../colorScheme.ts';
import { createRoutes, routerOptions } from '../routes/router.tsx';
import { sessionExpiredAt } from '../session/session.ts';
import { menuItemsFor } from './MainMenu.tsx';
import { graphqlRequest } from '../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const admin = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const salon = { id: 'VXNlcjoy', name: 'Salon Kraków', isAdmin: false, isSalon: true };

const emptyConfigurations = { totalCount: 0, salons: [], edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/** Signs `viewer` in; `answers` gives a screen query's data by its name (the rest answer as before). */
function signIn(viewer: typeof admin | null, answers: Record<string, () => Response> = {}) {
  // A fresh token per test: one Relay environment per session.
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer?.name ?? 'x', isSalon: viewer?.isSalon ?? false, email: 'a@b.pl' }));
  fetchMock.mockImplementation(async (_url, init) => {
    const body = graphqlRequest(init).query;
    const answer = Object.entries(answers).find(([name]) => body.includes(`query ${name}`))?.[1];
    if (answer) return answer();
    if (body.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [{ slug: 'A', name: 'Grupa A' }] } } });
    if (body.includes('query ClientConfigurationsScreenQuery')) return json({ data: { viewer, clientConfigurations: emptyConfigurations } });
    if (body.includes('query ClientConfigurationDetailsScreenQuery')) return json({ data: { node: null } });
    if (body.includes('query CollectionsScreenQuery')) return json({ data: { collectionCategories: [] } });
    // Any other screen stays loading, as on a slow network: these tests are about the shell around it.
    return new Promise<Response>(() => undefined);
  });
}

const shellQueries = () => fetchMock.mock.calls.filter(([, init]) => graphqlRequest(init).query.includes('query AppShellQuery'));

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function mainMenuLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('main menu', () => {
  it('lists the seven items for an administrator and only client configurations for a salon', () => {
    expect(menuItemsFor({ isSalon: false }).map((item) => item.label)).toEqual([
      'Kolekcje',
      'Dodanie zawartości',
      'Modele 3D',
      'Tkaniny i wybarwienia',
      'Ikony',
      'Ustawienia',
      'Konfiguracje klientów',
    ]);
    expect(menuItemsFor({ isSalon: true }).map((item) => item.label)).toEqual(['Konfiguracje klientów']);
  });
});

describe('signed-in shell', () => {
  it('shows an administrator the full menu, the name, and the collections screen on /collections', async () => {
    signIn(admin);
    const router = renderAt('/collections');
    expect(await mainMenuLinks()).toHaveLength(7);
    expect(router.state.location.pathname).toBe('/collections');
    expect(screen.getByText('Anna Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wyloguj' })).toBeTruthy();
    expect(await screen.findByText('Nie ma jeszcze kategorii kolekcji.')).toBeTruthy();
    const link = within(screen.getByRole('navigation', { name: 'Menu główne' })).getByRole('link', { name: 'Kolekcje' });
    expect(link.getAttribute('aria-current')).toBe('page');
    // The guard's request (viewer and dictionaries, with the stored token), then the screen's one query.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer token-/);
    expect(graphqlRequest(init).query).toContain('query AppShellQuery');
    expect(graphqlRequest(fetchMock.mock.calls[1]?.[1]).query).toContain('query CollectionsScreenQuery');
    expect(document.title).toBe('Kolekcje — Konfigurator 3D — panel administracyjny');
  });

  it("the header's 'Tryb ciemny' toggle switches the theme and stores the choice; back on the system's light it follows the system again", async () => {
    signIn(admin);
    renderAt('/collections');
    const toggle = await screen.findByRole('button', { name: 'Tryb ciemny' });
    const root = document.documentElement;
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    fireEvent.click(toggle);
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('light'));
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
  });

  // Every section has a built screen now (the fabrics section its file lists): each main-menu item links, none is off.
  it('links every main-menu item whose section has a built screen, and disables none', async () => {
    signIn(admin);
    renderAt('/collections');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    const items = within(nav).getAllByRole('link');
    expect(items.filter((item) => item.getAttribute('aria-disabled') === 'true')).toEqual([]);
    expect(items.map((link) => link.getAttribute('href'))).toEqual([
      '/collections',
      '/add',
      '/files/models',
      '/add/fabric',
      '/files/icons',
      '/settings',
      '/client-configurations',
    ]);
  });

  it("keeps 'Kolekcje' active inside a collection and the list's sub-menu entry active on a details screen", async () => {
    signIn(admin);
    renderAt('/collection/manhattan/elements/RWxlbWVudDox');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getByRole('link', { name: 'Kolekcje' }).getAttribute('aria-current')).toBe('true');
    const subMenu = screen.getByRole('navigation', { name: 'Kolekcja' });
    const current = within(subMenu)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Lista elementów']);
  });

  it("opens and closes the phone menu with its labelled button, and Escape closes it", async () => {
    signIn(admin);
    renderAt('/collections');
    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    const navbar = document.getElementById(burger.getAttribute('aria-controls') ?? '');
    expect(navbar?.contains(screen.getByRole('navigation', { name: 'Menu główne' }))).toBe(true);
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(navbar?.hasAttribute('data-opened')).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it("signs out with 'Wyloguj': token and appUser removed, a full page load of /", async () => {
    signIn(admin);
    renderAt('/collections');
    const logout = await screen.findByRole('link', { name: 'Wyloguj' });
    expect(logout.getAttribute('href')).toBe('/');
    logout.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot load pages
    fireEvent.click(logout);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('appUser')).toBeNull();
  });

  it('redirects a salon user to client configurations and shows only that menu item', async () => {
    signIn(salon);
    const router = renderAt('/collections');
    expect(await mainMenuLinks()).toEqual(['Konfiguracje klientów']);
    expect(router.state.location.pathname).toBe('/client-configurations');
  });

  it("tells a salon user on an admin address 'Brak dostępu' where they land, each time, and not on an ordinary arrival", async () => {
    signIn(salon);
    const router = renderAt('/collection/manhattan/elements');
    const notice = (await screen.findByText('Brak dostępu')).closest('[role="alert"]');
    expect(notice?.textContent).toContain('tylko dla administratorów');
    expect(router.state.location.pathname).toBe('/client-configurations');
    // Already on the list: the address stays, and a second notice comes.
    await act(() => router.navigate('/settings'));
    expect(router.state.location.pathname).toBe('/client-configurations');
    await waitFor(() => expect(screen.getAllByText('Brak dostępu')).toHaveLength(2));
    // A page a salon user may enter: no notice.
    await act(() => router.navigate('/client-configuration-details/abc'));
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono konfiguracji' })).toBeTruthy();
    expect(screen.getAllByText('Brak dostępu')).toHaveLength(2);
  });

  it('sends a signed-in salon user from / straight to their list, without a notice', async () => {
    signIn(salon);
    const router = renderAt('/');
    expect(await mainMenuLinks()).toEqual(['Konfiguracje klientów']);
    expect(router.state.location.pathname).toBe('/client-configurations');
    expect(screen.queryByText('Brak dostępu')).toBeNull();
  });

  it('runs the guard again on every navigation, from the store (no second viewer request)', async () => {
    signIn(salon);
    const router = renderAt('/client-configurations');
    expect(await mainMenuLinks()).toEqual(['Konfiguracje klientów']);
    await act(() => router.navigate('/settings'));
    expect(router.state.location.pathname).toBe('/client-configurations');
    await act(() => router.navigate('/client-configuration-details/abc'));
    expect(router.state.location.pathname).toBe('/client-configuration-details/abc');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono konfiguracji' })).toBeTruthy();
    expect(shellQueries()).toHaveLength(1);
  });

  it('replaces the slug placeholder in the breadcrumb line', async () => {
    signIn(admin);
    renderAt('/collection/manhattan/discounts');
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kolekcje',
      'manhattan',
      'Rabaty',
    ]);
    expect(within(trail).getByRole('link', { name: 'manhattan' }).getAttribute('href')).toBe('/collection/manhattan');
  });

  it("names the collection in the breadcrumb, the sub-menu and the page title, from the screen's own query", async () => {
    signIn(admin, {
      ElementCategoriesScreenQuery: () =>
        json({ data: { collection: { id: 'Q29sbGVjdGlvbjptYW5oYXR0YW4=', slug: 'manhattan', name: 'Manhattan', elementCategories: [] } } }),
    });
    renderAt('/collection/manhattan/categories');
    const trail = await screen.findByRole('navigation', { name: 'Ścieżka' });
    await waitFor(() => expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kolekcje', 'Manhattan', 'Kategorie elementów']));
    expect(within(trail).getByRole('link', { name: 'Manhattan' }).getAttribute('href')).toBe('/collection/manhattan');
    expect(document.title).toBe(`Kategorie elementów · Manhattan — ${APP_NAME}`);
    expect(screen.getByText('Kolekcja: Manhattan')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2); // the guard's request and the screen's: no request for the names
  });

  it("shows a category's edit screen inside its collection: sub-menu, breadcrumb, title and the way back", async () => {
    const category = {
      __typename: 'ElementCategory',
      id: 'RWxlbWVudENhdGVnb3J5OjE=',
      name: 'Narożniki',
      nameEn: 'Corners',
      displayOrd: 1,
      available: true,
      viewerCanDelete: true,
      viewerCannotDeleteReason: null,
      collection: { id: 'Q29sbGVjdGlvbjptYW5oYXR0YW4=', slug: 'manhattan', name: 'Manhattan' },
    };
    signIn(admin, { ElementCategoryUpdateScreenQuery: () => json({ data: { node: category } }) });
    renderAt(`/element-category/update/${category.id}`);
    const subMenu = await screen.findByRole('navigation', { name: 'Kolekcja' });
    const current = within(subMenu)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Kategorie', '/collection/manhattan/categories']]);
    const trail = screen.getByRole('navigation', { name: 'Ścieżka' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kolekcje', 'Manhattan', 'Kategorie elementów', 'Narożniki']);
    expect(within(trail).getByRole('link', { name: 'Kategorie elementów' }).getAttribute('href')).toBe('/collection/manhattan/categories');
    expect(document.title).toBe(`Narożniki · Manhattan — ${APP_NAME}`);
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Kolekcje' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Anuluj' }).getAttribute('href')).toBe('/collection/manhattan/categories');
  });

  it('keeps the way through the collections while an unknown category says so (no name to show)', async () => {
    signIn(admin, { ElementCategoryUpdateScreenQuery: () => json({ data: { node: null } }) });
    renderAt('/element-category/update/zepsuty-adres');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono kategorii elementów' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ścieżka' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kolekcje', 'Edycja kategorii elementów']);
    expect(document.title).toBe(`Edycja kategorii elementów — ${APP_NAME}`);
  });

  it("answers the graph's NOT_FOUND for an id of the address with the Polish not-found page, session kept", async () => {
    signIn(admin, {
      ElementCategoriesScreenQuery: () => json({ data: null, errors: [{ message: commonMessages.notFound, extensions: { code: 'NOT_FOUND' } }] }),
    });
    renderAt('/collection/manhattan/categories');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono' })).toBeTruthy();
    expect(screen.queryByText('Coś poszło nie tak')).toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('says an unknown address leads nowhere, inside the shell', async () => {
    signIn(admin);
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(await mainMenuLinks()).toHaveLength(7);
  });

  it('sends a visitor without a token to the login screen without any request', async () => {
    const router = renderAt('/settings');
    expect(await screen.findByRole('button', { name: 'Zaloguj' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor of / on to the collections', async () => {
    signIn(admin);
    const router = renderAt('/');
    expect(await mainMenuLinks()).toHaveLength(7);
    expect(router.state.location.pathname).toBe('/collections');
  });

  it('signs out on an UNAUTHENTICATED answer', async () => {
    signIn(admin);
    fetchMock.mockImplementation(async () =>
      json({ data: null, errors: [{ message: commonMessages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    const router = renderAt('/collections');
    expect(await screen.findByRole('button', { name: 'Zaloguj' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('appUser')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(commonMessages.unauthenticated);
  });

  it('signs out when the server does not know the token (viewer null), saying so, to come back to the page', async () => {
    signIn(null);
    const router = renderAt('/collection/manhattan/sets');
    expect(await screen.findByRole('button', { name: 'Zaloguj' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(commonMessages.unauthenticated);
    expect(sessionExpiredAt()).toBe('/collection/manhattan/sets');
  });

  it('a session that ends on the way to another page asks for the password over the page left, which stays', async () => {
    signIn(admin);
    const router = renderAt('/collections');
    await screen.findByRole('heading', { name: 'Kolekcje' });
    // The token is no longer valid (revoked, or altered): the next page's guard is told so by the server.
    localStorage.setItem('token', 'uniewazniony');
    fetchMock.mockImplementation(async () =>
      json({ data: null, errors: [{ message: commonMessages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    // Not inside act(): the navigation waits for the sign-in, and act would hold the dialog's render until it ends.
    void router.navigate('/collection/manhattan');
    const dialog = await screen.findByRole('dialog', { name: 'Zaloguj się ponownie' });
    expect(within(dialog).getByRole('alert').textContent).toBe(commonMessages.unauthenticated);
    expect((within(dialog).getByRole('textbox', { name: 'Login' }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Wyloguj' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/collections');
    expect(sessionExpiredAt()).toBeNull();
  });

  it('keeps the session and shows a Polish message when the gateway is down', async () => {
    signIn(admin);
    fetchMock.mockImplementation(async () =>
      json({ data: null, errors: [{ message: commonMessages.upstreamUnavailable, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    );
    renderAt('/collections');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(commonMessages.upstreamUnavailable);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('keeps the session on a network failure', async () => {
    signIn(admin);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/settings');
    expect((await screen.findByRole('alert')).textContent).toContain(commonMessages.upstreamUnavailable);
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
