import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ClientConfiguration, ConfigurationList } from '@meble/domain/client-configuration';
import type { Element } from '@meble/domain/element';
import { silentLogger } from '@meble/domain/logger';
import { SEARCH_MIN_CHARS, searchMessages } from '@meble/domain/search';
import type { User } from '@meble/domain/user';
import { createGateway } from '@meble/gateway/gateway';
import { callShapes, createTestGraph, type GraphResult, type TestGraph } from '../kit/graph.ts';
import type { SeededUser } from '../kit/seed.ts';
import { EVERY_DOCUMENT_PERSISTED, webOperation } from '../kit/web-operations.ts';

const SEARCH = `query ($text: String!, $first: Int) {
  search(text: $text, first: $first) {
    collections { id name slug }
    elements { element { id name } collection { slug name } }
    clientConfigurations { id customerEmail salon { name } }
  }
}`;
interface SearchResult {
  search: {
    collections: { id: string; name: string; slug: string }[];
    elements: { element: { id: string; name: string }; collection: { slug: string; name: string } }[];
    clientConfigurations: { id: string; customerEmail: string; salon: { name: string } | null }[];
  };
}

describe('search through the gateway (the command palette)', () => {
  let g: TestGraph;
  let admin: string;
  let salon1: SeededUser;
  let salon1Token: string;
  let firstSlug: string;

  let saves = 0;
  async function save(salon: string | null, customerEmail: string): Promise<void> {
    saves += 1;
    const response = await g.t.call('/api/configurator/configurations', {
      method: 'POST',
      clientAddress: `10.1.0.${saves}`,
      json: { cSlug: firstSlug, salon, customerEmail, kits: [{ name: 'Sofa', elements: [{ meshId: 'X' }] }] },
    });
    expect(response.status).toBe(201);
  }

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    salon1 = await g.t.kit.user().salon('Salon Szukający').create();
    const salon2 = await g.t.kit.user().salon('Salon Obcy').create();
    salon1Token = await g.t.signIn(salon1.email, salon1.password);
    const first = await g.t.kit.collection().name('Wyszukiwarka Alfa').withElementCategories(1).create();
    const second = await g.t.kit.collection().name('Wyszukiwarka Beta').withElementCategories(1).create();
    await g.t.kit.collection().name('Całkiem inna').create();
    firstSlug = first.collection.slug;
    // 24 matching elements over two collections: more than any page asks for.
    for (let i = 1; i <= 12; i++) {
      await g.t.kit.element().inCollection(first).inCategory(first.elementCategories[0]!).name(`Moduł Źródło ${i}`).create();
      await g.t.kit.element().inCollection(second).inCategory(second.elementCategories[0]!).name(`Moduł Źródło ${i}`).create();
    }
    await g.t.kit.element().inCollection(first).inCategory(first.elementCategories[0]!).name('Pufa').create();
    await save(salon1.user._id, 'zrodlo.pierwszy@example.pl');
    await save(salon2.user._id, 'zrodlo.obcy@example.pl');
    await save(null, 'zrodlo.online@example.pl');
  });
  afterAll(() => g.close());

  const search = async (token: string, text: string, first?: number) => {
    g.calls.length = 0;
    const result = await g.graph<SearchResult>(SEARCH, { text, first }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };

  it('finds an administrator collections and elements by name (any case, Polish letters) and configurations by e-mail', async () => {
    const found = await search(admin, 'wyszukiwarka');
    expect(found.collections.map((c) => c.name)).toEqual(['Wyszukiwarka Alfa', 'Wyszukiwarka Beta']);
    const elements = await search(admin, 'ŹRÓDŁO 1', 20);
    // "Moduł Źródło 1", "… 10", "… 11", "… 12" in two collections each, in name order.
    expect(elements.elements).toHaveLength(8);
    expect(elements.elements[0]).toMatchObject({ element: { name: 'Moduł Źródło 1' } });
    expect(new Set(elements.elements.map((hit) => hit.collection.name))).toEqual(new Set(['Wyszukiwarka Alfa', 'Wyszukiwarka Beta']));
    const emails = await search(admin, 'zrodlo.');
    expect(emails.clientConfigurations.map((c) => c.customerEmail).sort()).toEqual([
      'zrodlo.obcy@example.pl',
      'zrodlo.online@example.pl',
      'zrodlo.pierwszy@example.pl',
    ]);
  });

  it('costs one call per group whatever it finds: 2 hits or 20, one collection or two', async () => {
    const callsFor = async (text: string, first: number, hits: number) => {
      const found = await search(admin, text, first);
      expect(found.elements).toHaveLength(hits);
      return callShapes(g.calls).sort();
    };
    const few = await callsFor('Pufa', 2, 1);
    expect(await callsFor('Moduł', 20, 20)).toEqual(few);
    expect(few).toEqual(['GET /api/cms/client/configurations', 'GET /api/cms/dictionaries', 'GET /api/cms/elements/search']);
    // Below the e-mail minimum the configurations are not asked for at all.
    await search(admin, 'Pu');
    expect(callShapes(g.calls).sort()).toEqual(['GET /api/cms/dictionaries', 'GET /api/cms/elements/search']);
  });

  it("costs the palette's own query one round per group, and a salon user's no catalogue call at all", async () => {
    const PALETTE = webOperation('CommandPaletteQuery');
    g.calls.length = 0;
    const byAdmin = await g.graph<SearchResult>(PALETTE, { text: 'Moduł', first: 5, catalogue: true }, admin);
    expect(byAdmin.data!.search.elements).toHaveLength(5);
    expect(callShapes(g.calls).sort()).toEqual(['GET /api/cms/client/configurations', 'GET /api/cms/dictionaries', 'GET /api/cms/elements/search']);
    g.calls.length = 0;
    const bySalon = await g.graph<SearchResult>(PALETTE, { text: 'zrodlo', first: 5, catalogue: false }, salon1Token);
    expect(bySalon.data!.search.clientConfigurations).toHaveLength(2);
    expect(callShapes(g.calls).sort()).toEqual(['GET /api/cms/client/configurations']);
  });

  it('gives a salon user only their own and the online configurations, and no catalogue', async () => {
    const found = await search(salon1Token, 'zrodlo');
    expect(found.collections).toEqual([]);
    expect(found.elements).toEqual([]);
    expect(found.clientConfigurations.map((c) => c.customerEmail).sort()).toEqual(['zrodlo.online@example.pl', 'zrodlo.pierwszy@example.pl']);
    expect(found.clientConfigurations.map((c) => c.salon?.name ?? null).sort()).toEqual(['Salon Szukający', null].sort());
  });

  it('answers nothing for a text too short, and the REST path is for administrators, validated', async () => {
    expect(await search(admin, ' W ')).toEqual({ collections: [], elements: [], clientConfigurations: [] });
    expect(g.calls.filter((call) => call !== 'GET /api/users/me' && call !== 'GET /api/cms/dictionaries')).toEqual([]);
    const forSalon = await g.t.call('/api/cms/elements/search?text=Pufa', { token: salon1Token });
    expect(forSalon.status).toBe(403);
    const tooShort = await g.t.call('/api/cms/elements/search?text=P', { token: admin });
    expect(tooShort.status).toBe(400);
    expect(JSON.stringify(await tooShort.json())).toContain(searchMessages.tooShort(SEARCH_MIN_CHARS));
    const pufa = await g.t.call('/api/cms/elements/search?text=%20pUF%20&limit=1', { token: admin });
    const { elements } = (await pufa.json()) as { elements: Element[] };
    expect(elements.map((e) => [e.name, e.collectionSlug])).toEqual([['Pufa', firstSlug]]);
  });
});

describe('search in front of a permissive upstream (D13, D14)', () => {
  const salonUser: User = {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Salon A',
    email: 'a@example.pl',
    city: 'Kraków',
    isAdmin: false,
    isSalon: true,
    isDeleted: false,
    salonName: 'Salon A',
    salonPhone: '1',
    salonAddress: 'ul. A',
  };
  const configuration = (id: string, salon: string | null): ClientConfiguration => ({
    _id: id,
    salon,
    cSlug: 'manhattan',
    customerEmail: `klient-${id.slice(0, 4)}@example.pl`,
    kits: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    urlSlug: `slug-${id.slice(0, 4)}`,
  });
  const mine = configuration('aaaaaaaa-0000-4000-8000-000000000001', salonUser._id);
  const theirs = configuration('bbbbbbbb-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222');
  const online = configuration('cccccccc-0000-4000-8000-000000000003', null);

  const leakedElement: Element = {
    _id: 'dddddddd-0000-4000-8000-000000000004',
    name: 'klient-moduł',
    file: 'm.glb',
    thumbUrl: '',
    categoryId: 'eeeeeeee-0000-4000-8000-000000000005',
    collectionSlug: 'manhattan',
    available: true,
    isDefault: false,
    connect: 'a',
    angle: 90,
    dimb: null,
    dx: 1,
    dy: 1,
    dz: 1,
    description: '',
    descriptionEn: '',
    tinydesc: '',
    tinydescEn: '',
    priceA: 100,
    priceB: null,
    priceC: null,
    priceD: null,
    priceE: null,
    priceF: null,
    priceG: null,
    priceH: null,
    priceI: null,
    displayOrd: 0,
    equipment: [],
    discount: 0,
  };

  /** Answers everything to everyone, whatever the filters, as a legacy API might. */
  const upstream = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown) => Promise.resolve(Response.json(body));
    if (pathname === '/api/users/me') return json(salonUser);
    if (pathname === '/api/cms/client/configurations') {
      const answer: ConfigurationList = {
        list: [mine, theirs, online],
        salons: [{ _id: theirs.salon!, salonName: 'Salon B', salonPhone: '2', salonAddress: 'ul. B' }],
        collections: [],
        elements: [],
        totalCount: 3,
        nextCursor: null,
      };
      return json(answer);
    }
    if (pathname === '/api/cms/elements/search') return json({ elements: [leakedElement] });
    return Promise.resolve(Response.json({ message: 'nie ma' }, { status: 404 }));
  };
  const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });

  it("lets no other salon's configuration through", async () => {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-salon-a' },
      body: JSON.stringify({ query: SEARCH, variables: { text: 'klient' } }),
    });
    const result = (await response.json()) as GraphResult<SearchResult>;
    expect(result.errors).toBeUndefined();
    expect(result.data!.search.clientConfigurations.map((c) => c.id)).toEqual([
      encodeGlobalID('ClientConfiguration', mine._id),
      encodeGlobalID('ClientConfiguration', online._id),
    ]);
    expect(JSON.stringify(result)).not.toContain('Salon B');
    expect(JSON.stringify(result)).not.toContain('klient-moduł');
    expect(result.data!.search.collections).toEqual([]);
    expect(result.data!.search.elements).toEqual([]);
  });
});
