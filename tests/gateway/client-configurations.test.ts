import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ClientConfiguration, ConfigurationList, Salon } from '@meble/domain/client-configuration';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { createGateway } from '@meble/gateway/gateway';
import { callShapes, createTestGraph, type GraphResult, type TestGraph } from '../kit/graph.ts';
import type { SeededUser } from '../kit/seed.ts';
import { EVERY_DOCUMENT_PERSISTED, webOperation } from '../kit/web-operations.ts';

const LIST = `query ($salonId: ID, $withoutSalon: Boolean, $email: String, $first: Int, $after: String) {
  clientConfigurations(salonId: $salonId, withoutSalon: $withoutSalon, email: $email, first: $first, after: $after) {
    totalCount
    salons { id name }
    edges { node { id customerEmail salon { name } collection { name } kits { name elements { meshId name element { id name } } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
interface ListResult {
  clientConfigurations: {
    totalCount: number;
    salons: { id: string; name: string }[];
    edges: { node: { id: string; customerEmail: string; salon: { name: string } | null; kits: { elements: { element: { id: string } | null }[] }[] } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}
const DELETE = `mutation ($id: ID!) { deleteClientConfiguration(id: $id) { __typename ... on DeleteClientConfigurationPayload { deletedId } ... on Error { message } } }`;

describe('client configurations through the gateway (D13)', () => {
  let g: TestGraph;
  let admin: string;
  let salon1: SeededUser;
  let salon2: SeededUser;
  let salon1Token: string;
  let collectionSlug: string;
  let elementName: string;
  const ids = { salon1: [] as string[], salon2: [] as string[], online: [] as string[] };

  let saves = 0;
  async function save(salon: string | null, customerEmail: string): Promise<string> {
    saves += 1;
    const response = await g.t.call('/api/configurator/configurations', {
      method: 'POST',
      // Each save from its own address: the intake allows 30 per address in 10 minutes.
      clientAddress: `10.0.${Math.floor(saves / 200)}.${saves % 200}`,
      json: {
        cSlug: collectionSlug,
        salon,
        customerEmail,
        kits: [
          {
            name: 'Sofa 3-osobowa',
            displayWidth: '240 cm',
            displayDepth: '95 cm',
            displayTotalPrice: '4 500,00 zł',
            elements: [{ meshId: elementName, displayName: 'Moduł', displayMaterial: 'Velvet Grafit', displayPrice: '1 500,00 zł' }, { meshId: 'USUNIĘTY-ELEMENT' }],
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    return encodeGlobalID('ClientConfiguration', _id);
  }

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    salon1 = await g.t.kit.user().salon('Salon Pierwszy').create();
    salon2 = await g.t.kit.user().salon('Salon Drugi').create();
    salon1Token = await g.t.signIn(salon1.email, salon1.password);
    const { collection, elementCategories } = await g.t.kit.collection().name('Kolekcja konfiguracji').withElementCategories(1).create();
    collectionSlug = collection.slug;
    elementName = (await g.t.kit.element().inCollection(collection).inCategory(elementCategories[0]!).name('MOD-KONF').create()).name;
    for (let i = 0; i < 3; i++) {
      ids.salon1.push(await save(salon1.user._id, `pierwszy${i}@example.pl`));
      ids.salon2.push(await save(salon2.user._id, `drugi${i}@example.pl`));
      ids.online.push(await save(null, `online${i}@example.pl`));
    }
  });
  afterAll(() => g.close());

  const list = async (token: string, variables: Record<string, unknown> = {}) => {
    const result = await g.graph<ListResult>(LIST, { first: 100, ...variables }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.clientConfigurations;
  };
  const emails = (page: ListResult['clientConfigurations']) => page.edges.map((edge) => edge.node.customerEmail);

  it('shows a salon user their own and the online configurations only, whatever the filter', async () => {
    const all = await list(salon1Token);
    expect(emails(all).every((email) => !email.startsWith('drugi'))).toBe(true);
    expect(emails(all).filter((email) => email.startsWith('pierwszy'))).toHaveLength(3);
    expect(all.salons.map((salon) => salon.name)).toEqual(['Salon Pierwszy']);
    // Own salon only; another salon's id answers as an unknown salon.
    expect(emails(await list(salon1Token, { salonId: encodeGlobalID('Salon', salon1.user._id) })).every((e) => e.startsWith('pierwszy'))).toBe(true);
    const other = await list(salon1Token, { salonId: encodeGlobalID('Salon', salon2.user._id) });
    expect(other).toMatchObject({ totalCount: 0, edges: [] });
    expect(emails(await list(salon1Token, { email: 'drugi' }))).toEqual([]);
    expect(emails(await list(salon1Token, { withoutSalon: true })).every((e) => e.startsWith('online'))).toBe(true);
    // Catalogue elements are for administrators (D14).
    expect(all.edges.flatMap((edge) => edge.node.kits.flatMap((kit) => kit.elements.map((line) => line.element)))).toEqual(
      expect.arrayContaining([null]),
    );
    expect(all.edges.every((edge) => edge.node.kits.every((kit) => kit.elements.every((line) => line.element === null)))).toBe(true);
  });

  it("answers another salon's configuration as an unknown id through node, nodes and aliases, and cannot delete it", async () => {
    const theirs = ids.salon2[0]!;
    const node = await g.graph<{ node: unknown; alias: unknown; nodes: unknown[] }>(
      'query ($id: ID!, $mine: ID!) { node(id: $id) { id } alias: node(id: $id) { ... on ClientConfiguration { customerEmail } } nodes(ids: [$mine, $id]) { id } }',
      { id: theirs, mine: ids.salon1[0] },
      salon1Token,
    );
    expect(node.data).toEqual({ node: null, alias: null, nodes: [{ id: ids.salon1[0] }, null] });
    const deleted = await g.graph<{ deleteClientConfiguration: { __typename: string } }>(DELETE, { id: theirs }, salon1Token);
    expect(deleted.data!.deleteClientConfiguration).toEqual({ __typename: 'NotFoundError', message: messages.notFound });
    const stillThere = await g.graph<{ node: { customerEmail: string } | null }>('query ($id: ID!) { node(id: $id) { ... on ClientConfiguration { customerEmail } } }', { id: theirs }, admin);
    expect(stillThere.data!.node).toEqual({ customerEmail: 'drugi0@example.pl' });
  });

  it('lets an administrator see every salon, filter by one or by none, and follow a line to the catalogue', async () => {
    const all = await list(admin);
    for (const prefix of ['pierwszy', 'drugi', 'online']) expect(emails(all).filter((e) => e.startsWith(prefix))).toHaveLength(3);
    expect(all.salons.map((salon) => salon.name)).toEqual(expect.arrayContaining(['Salon Pierwszy', 'Salon Drugi']));
    const second = await list(admin, { salonId: encodeGlobalID('Salon', salon2.user._id) });
    expect(emails(second).sort()).toEqual(['drugi0@example.pl', 'drugi1@example.pl', 'drugi2@example.pl']);
    expect(second.totalCount).toBe(3);
    const online = await list(admin, { withoutSalon: true });
    expect(online.edges.every((edge) => edge.node.salon === null)).toBe(true);
    const lines = all.edges[0]!.node.kits[0]!.elements;
    expect(lines[0]!.element).toMatchObject({ name: 'MOD-KONF' });
    expect(lines[1]!.element).toBeNull();
  });

  it('first: 0 answers no edges but the count the viewer may see, and whether rows follow, in one list call', async () => {
    const EMPTY = `query ($salonId: ID, $after: String) {
      clientConfigurations(first: 0, salonId: $salonId, after: $after) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
    }`;
    type Empty = { clientConfigurations: { totalCount: number; edges: unknown[]; pageInfo: Record<string, unknown> } };
    const emptyPageInfo = { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null };
    g.calls.length = 0;
    expect(await g.graph<Empty>(EMPTY, {}, admin)).toEqual({ data: { clientConfigurations: { totalCount: 9, edges: [], pageInfo: emptyPageInfo } } });
    expect(callShapes(g.calls).filter((call) => call !== 'GET /api/users/me')).toEqual(['GET /api/cms/client/configurations']);
    // A salon user: their own 3 and the 3 saved online.
    expect(await g.graph<Empty>(EMPTY, {}, salon1Token)).toEqual({ data: { clientConfigurations: { totalCount: 6, edges: [], pageInfo: emptyPageInfo } } });
    expect((await g.graph<Empty>(EMPTY, { salonId: encodeGlobalID('Salon', salon2.user._id) }, admin)).data!.clientConfigurations.totalCount).toBe(3);
    const last = (await list(admin)).pageInfo.endCursor;
    expect((await g.graph<Empty>(EMPTY, { after: last }, admin)).data!.clientConfigurations).toMatchObject({
      totalCount: 9,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('pages newest first with cursors, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: ListResult['clientConfigurations'] = await list(admin, { first: 4, after, email: 'example.pl' });
      seen.push(...page.edges.map((edge) => edge.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...ids.salon1, ...ids.salon2, ...ids.online]));
  });

  it("costs an administrator the delete alone, and a salon user one read first (D13 held in front of a legacy API), with the web's own operation", async () => {
    const DELETE_WEB = webOperation('DeleteClientConfigurationMutation');
    const theirs = await save(salon2.user._id, 'usuwany-admin@example.pl');
    g.calls.length = 0;
    const byAdmin = await g.graph<{ deleteClientConfiguration: { deletedId: string } }>(DELETE_WEB, { id: theirs }, admin);
    expect(byAdmin.data!.deleteClientConfiguration).toEqual({ __typename: 'DeleteClientConfigurationPayload', deletedId: theirs, deletedRecordId: theirs });
    expect(callShapes(g.calls)).toEqual(['GET /api/users/me', 'POST /api/cms/client/configuration/delete/{id}']);
    const mine = await save(salon1.user._id, 'usuwany-salon@example.pl');
    g.calls.length = 0;
    const bySalon = await g.graph<{ deleteClientConfiguration: { deletedId: string } }>(DELETE_WEB, { id: mine }, salon1Token);
    expect(bySalon.data!.deleteClientConfiguration).toEqual({ __typename: 'DeleteClientConfigurationPayload', deletedId: mine, deletedRecordId: mine });
    expect(callShapes(g.calls)).toEqual(['GET /api/users/me', 'GET /api/cms/client/configuration/{id}', 'POST /api/cms/client/configuration/delete/{id}']);
  });

  it('lets a salon user delete their own configuration; it is gone afterwards', async () => {
    const mine = ids.salon1[2]!;
    const deleted = await g.graph<{ deleteClientConfiguration: { deletedId: string } }>(DELETE, { id: mine }, salon1Token);
    expect(deleted.data!.deleteClientConfiguration.deletedId).toBe(mine);
    const gone = await g.graph<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: mine }, admin);
    expect(gone.data!.node).toBeNull();
  });

  it('costs the same REST calls for a page of 5 and a page of 50 with kits, lines and catalogue elements', async () => {
    for (let i = 0; i < 50; i++) await save(i % 2 === 0 ? salon1.user._id : null, `strona${i}@example.pl`);
    const callsFor = async (first: number) => {
      g.calls.length = 0;
      const page = await list(admin, { first, email: 'strona' });
      expect(page.edges).toHaveLength(first);
      expect(page.edges.every((edge) => edge.node.kits[0]!.elements[0]!.element !== null)).toBe(true);
      return g.calls.filter((call) => call !== 'GET /api/users/me');
    };
    const five = await callsFor(5);
    expect(await callsFor(50)).toEqual(five);
    expect(five).toEqual(['GET /api/cms/client/configurations']);
  });

  it("passes this API's count on to a salon user without counting again: the API says it is the user's own", async () => {
    g.calls.length = 0;
    const page = await list(salon1Token, { first: 2 });
    expect(g.calls.filter((call) => call.startsWith('GET /api/cms/client/configurations'))).toHaveLength(1);
    const everything = await list(salon1Token, { first: 100 });
    expect(page.totalCount).toBe(everything.edges.length);
    expect(everything.edges.every((edge) => edge.node.salon === null || edge.node.salon.name === 'Salon Pierwszy')).toBe(true);
  });
});

describe('client configurations through the gateway in front of a permissive upstream (D13)', () => {
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
  const otherSalon: Salon = { _id: '22222222-2222-4222-8222-222222222222', salonName: 'Salon B', salonPhone: '2', salonAddress: 'ul. B' };
  const configuration = (id: string, salon: string | null, createdAt: string): ClientConfiguration => ({
    _id: id,
    salon,
    cSlug: 'manhattan',
    customerEmail: `${id.slice(0, 4)}@example.pl`,
    kits: [],
    createdAt,
    urlSlug: `slug-${id.slice(0, 4)}`,
  });
  const mine = configuration('aaaaaaaa-0000-4000-8000-000000000001', salonUser._id, '2026-11-20T10:00:00.000Z');
  const theirs = configuration('bbbbbbbb-0000-4000-8000-000000000002', otherSalon._id, '2026-11-20T09:00:00.000Z');
  const online = configuration('cccccccc-0000-4000-8000-000000000003', null, '2026-11-20T08:00:00.000Z');
  const deleted: string[] = [];

  /** Ignores scope and filters: answers everything to everyone, as a legacy API might. */
  const upstream = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown) => Promise.resolve(Response.json(body));
    if (pathname === '/api/users/me') return json(salonUser);
    if (pathname === '/api/cms/client/configurations') {
      const answer: ConfigurationList = { list: [mine, theirs, online], salons: [otherSalon], collections: [], elements: [], totalCount: 3, nextCursor: null };
      return json(answer);
    }
    const detail = /^\/api\/cms\/client\/configuration\/([^/]+)$/.exec(pathname);
    if (detail) {
      const found = [mine, theirs, online].find((c) => c._id === detail[1]);
      return json({ clientConf: found, elements: [], fabs: [], textures: [], collection: null, salon: found?.salon === otherSalon._id ? otherSalon : null });
    }
    const remove = /^\/api\/cms\/client\/configuration\/delete\/([^/]+)$/.exec(pathname);
    if (remove) {
      deleted.push(remove[1]!);
      return json({ deleted: { clientConfigurations: 1 } });
    }
    return Promise.resolve(Response.json({ message: 'nie ma' }, { status: 404 }));
  };
  const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
  const graph = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphResult<T>> => {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-salon-a' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphResult<T>;
  };

  it('lets nothing of another salon through: list, salons, node, nodes, alias, delete', async () => {
    const page = await graph<ListResult>(LIST);
    expect(page.data!.clientConfigurations.edges.map((edge) => edge.node.customerEmail)).toEqual([mine.customerEmail, online.customerEmail]);
    expect(page.data!.clientConfigurations.salons.map((salon) => salon.name)).toEqual(['Salon A']);
    expect(JSON.stringify(page)).not.toContain('Salon B');
    // The own rows still name their salon, though the upstream listed only another one.
    expect(page.data!.clientConfigurations.edges.map((edge) => edge.node.salon?.name ?? null)).toEqual(['Salon A', null]);

    const theirId = encodeGlobalID('ClientConfiguration', theirs._id);
    const nodes = await graph<{ node: unknown; alias: unknown; nodes: unknown[] }>(
      'query ($id: ID!, $mine: ID!) { node(id: $id) { id } alias: node(id: $id) { ... on ClientConfiguration { customerEmail salon { name } } } nodes(ids: [$id, $mine]) { id } }',
      { id: theirId, mine: encodeGlobalID('ClientConfiguration', mine._id) },
    );
    expect(nodes.data).toEqual({ node: null, alias: null, nodes: [null, { id: encodeGlobalID('ClientConfiguration', mine._id) }] });

    const removal = await graph<{ deleteClientConfiguration: { __typename: string } }>(DELETE, { id: theirId });
    expect(removal.data!.deleteClientConfiguration).toEqual({ __typename: 'NotFoundError', message: messages.notFound });
    expect(deleted).toEqual([]);
  });
});

describe('totalCount for a salon user in front of a permissive upstream (D13): only what the user may see', () => {
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
  const otherSalon = '22222222-2222-4222-8222-222222222222';
  const row = (i: number, salon: string | null): ClientConfiguration => ({
    _id: `aaaaaaaa-0000-4000-8000-${String(i).padStart(12, '0')}`,
    salon,
    cSlug: 'manhattan',
    customerEmail: `klient${i}@example.pl`,
    kits: [],
    createdAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
    urlSlug: `slug-${i}`,
  });
  /** The example: 60 rows, of which 40 are the salon's own (20) and saved online (20). */
  const sixty = Array.from({ length: 60 }, (_, i) => row(i, i % 3 === 0 ? salonUser._id : i % 3 === 1 ? null : otherSalon));
  const visibleOfSixty = sixty.filter((c) => c.salon !== otherSalon);

  /** Pages by `limit` and `cursor` (an index) but ignores scope; `scopedTo` is what it claims about its count. */
  function permissive(rows: ClientConfiguration[], scopedTo?: string, totalCount = rows.length) {
    const calls: string[] = [];
    const upstream = (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      if (url.pathname === '/api/users/me') return Promise.resolve(Response.json(salonUser));
      if (url.pathname === '/api/cms/client/configurations') {
        const limit = Number(url.searchParams.get('limit'));
        const start = Number(url.searchParams.get('cursor') ?? 0);
        calls.push(`limit=${limit} cursor=${start}`);
        const list = rows.slice(start, start + limit);
        const next = start + limit < rows.length ? String(start + limit) : null;
        const answer: ConfigurationList = { list, salons: [], collections: [], elements: [], totalCount, nextCursor: next, ...(scopedTo === undefined ? {} : { scopedTo }) };
        return Promise.resolve(Response.json(answer));
      }
      return Promise.resolve(Response.json({ message: 'nie ma' }, { status: 404 }));
    };
    const gateway = createGateway({ upstream, log: silentLogger });
    const graph = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphResult<T>> => {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-salon-a' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphResult<T>;
    };
    return { graph, calls };
  }
  const COUNT = 'query ($first: Int) { clientConfigurations(first: $first) { totalCount edges { node { customerEmail } } } }';
  type CountResult = { clientConfigurations: { totalCount: number; edges: unknown[] } };

  it('counts 40, not the upstream 60, from the rows the user may see, behind an upstream that says nothing of scope', async () => {
    const { graph, calls } = permissive(sixty);
    const page = await graph<CountResult>(COUNT, { first: 10 });
    expect(page.errors).toBeUndefined();
    expect(page.data!.clientConfigurations.totalCount).toBe(40);
    expect(visibleOfSixty).toHaveLength(40);
    // The page itself, then one walk of the whole list at the largest page size.
    expect(calls).toEqual(['limit=10 cursor=0', 'limit=100 cursor=0']);
  });

  it('first: 0 (the issue) counts the 40 rows the user may see, not 0, from a one-row page and the walk', async () => {
    const { graph, calls } = permissive(sixty);
    const page = await graph<CountResult>(COUNT, { first: 0 });
    expect(page.errors).toBeUndefined();
    expect(page.data!.clientConfigurations).toEqual({ totalCount: 40, edges: [] });
    expect(calls).toEqual(['limit=1 cursor=0', 'limit=100 cursor=0']);
  });

  it('costs no walk when totalCount is not asked for', async () => {
    const { graph, calls } = permissive(sixty);
    const page = await graph<CountResult>('query { clientConfigurations(first: 10) { edges { node { customerEmail } } } }');
    expect(page.errors).toBeUndefined();
    expect(calls).toEqual(['limit=10 cursor=0']);
  });

  it("does not believe an upstream that claims the user's scope but lists another salon's rows", async () => {
    const { graph } = permissive(sixty, salonUser._id);
    expect((await graph<CountResult>(COUNT, { first: 10 })).data!.clientConfigurations.totalCount).toBe(40);
  });

  it("passes on the count of an upstream that narrowed to this user and says so, with no walk", async () => {
    const { graph, calls } = permissive(visibleOfSixty, salonUser._id);
    expect((await graph<CountResult>(COUNT, { first: 10 })).data!.clientConfigurations.totalCount).toBe(40);
    expect(calls).toEqual(['limit=10 cursor=0']);
  });

  it('refuses, with a code and a Polish message, to count more than 2,000 rows rather than pass the unscoped count on', async () => {
    const many = Array.from({ length: 2_050 }, (_, i) => row(i, i % 2 === 0 ? salonUser._id : otherSalon));
    const { graph, calls } = permissive(many);
    const page = await graph<CountResult>(COUNT, { first: 10 });
    expect(page.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([[messages.countUnavailable, 'COUNT_UNAVAILABLE']]);
    expect(JSON.stringify(page)).not.toContain('2050');
    expect(calls).toHaveLength(21);
  });
});
