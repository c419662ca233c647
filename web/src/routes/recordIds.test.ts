import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { graphqlRequest } from '../testing/graphqlRequest.ts';
import { PATTERNS } from './paths.ts';
import { RECORD_PARAMS, recordIdOf, withRecordIds } from './recordIds.ts';
import { createRoutes, routerOptions } from './router.tsx';
import { protectedRoutes } from './table.ts';

const UUID = '5b0c7a52-3c0e-4e64-9d0f-0b6d8c9a1e21';
/** base64 of UTF-8 text, as the gateway makes global ids. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('recordIdOf', () => {
  it("makes a REST `_id` the type's global id, as the gateway encodes it", () => {
    expect(recordIdOf('ClientConfiguration', UUID)).toBe(base64(`ClientConfiguration:${UUID}`));
    expect(recordIdOf('Element', UUID)).toBe(btoa(`Element:${UUID}`));
  });

  it('keeps a global id of the type as it is', () => {
    const id = base64(`Kit:${UUID}`);
    expect(recordIdOf('Kit', id)).toBe(id);
  });

  it("wraps another type's global id, which the gateway then answers as not found", () => {
    const elementId = base64(`Element:${UUID}`);
    expect(recordIdOf('Kit', elementId)).toBe(base64(`Kit:${elementId}`));
  });

  it('never throws on what a person may type: Polish letters, spaces, an empty param', () => {
    expect(recordIdOf('Translation', 'zażółć gęślą')).toBe(base64('Translation:zażółć gęślą'));
    expect(recordIdOf('User', '')).toBe(base64('User:'));
    // A legacy id that is itself valid base64 (24 hex digits) is still a raw id.
    expect(recordIdOf('User', '5f8d0d55b54764421b7156c9')).toBe(base64('User:5f8d0d55b54764421b7156c9'));
  });
});

describe('withRecordIds', () => {
  it('turns the record params of an address into global ids and leaves the slug alone', () => {
    expect(withRecordIds(PATTERNS.element, { slug: 'manhattan', elementId: UUID })).toEqual({
      slug: 'manhattan',
      elementId: base64(`Element:${UUID}`),
    });
    expect(withRecordIds(PATTERNS.collection, { slug: 'manhattan' })).toEqual({ slug: 'manhattan' });
  });

  it('knows every built route whose address names a record by id', () => {
    const withIds = protectedRoutes
      .filter((route) => route.screen && route.path !== '*')
      .flatMap((route) => {
        const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name).filter((name) => name !== 'slug');
        return names.length ? [[route.path, names] as const] : [];
      });
    expect(withIds.length).toBeGreaterThan(0);
    for (const [path, names] of withIds) expect(Object.keys(RECORD_PARAMS[path] ?? {}).sort(), path).toEqual([...names].sort());
  });
});

describe('a legacy address', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the screen's query the global id of the record whose REST `_id` the address carries", async () => {
    const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
    fetchMock.mockImplementation(async (_url, init) => {
      const { query } = graphqlRequest(init);
      if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
      return json({ data: { collection: null, node: null } });
    });
    localStorage.setItem('token', 'token-legacy');
    localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
    const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [`/collection/manhattan/elements/${UUID}`] });
    render(createElement(RouterProvider, { router }));

    const screenQuery = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init)).find((body) => body.query.includes('query ElementScreenQuery'));
    await vi.waitFor(() => expect(screenQuery()).toBeDefined(), { timeout: 15_000 });
    expect(screenQuery()?.variables).toEqual({ id: base64(`Element:${UUID}`), slug: 'manhattan' });
    // The address stays as the link had it.
    expect(router.state.location.pathname).toBe(`/collection/manhattan/elements/${UUID}`);
  });
});
