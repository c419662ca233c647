import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import {
  CONFIGURATION_MAX_ELEMENTS_PER_KIT,
  CONFIGURATION_MAX_KITS,
  CONFIGURATION_MAX_REQUEST_BYTES,
  CONFIGURATION_MAX_REQUEST_KILOBYTES,
  CONFIGURATION_SAVE_WINDOW_MS,
  CONFIGURATION_SAVES_PER_WINDOW,
  configurationCursor,
  DEFAULT_CONFIGURATOR_URL,
  configurationDetailSchema,
  configurationListSchema,
  CUSTOMER_EMAIL_MAX,
  CONFIGURATION_TEXT_MAX,
  type ClientConfiguration,
  type ConfigurationList,
} from '@meble/domain/client-configuration';
import { elementSchema } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { KyselyPlugin } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import { CONFIGURATION_INTAKE_PATH } from '../../api/src/routes/client-configurations.ts';
import { createTestApi, testClock, TEST_JWT_SECRET, type TestApi } from '../kit/api.ts';
import { configurationLine, type SeededCollection, type SeededUser } from '../kit/seed.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const LIST = '/api/cms/client/configurations';
const detailPath = (id: string) => `/api/cms/client/configuration/${id}`;
const deletePath = (id: string) => `/api/cms/client/configuration/delete/${id}`;

const savedSchema = z.object({ _id: z.uuid(), urlSlug: z.string() }).strict();
const listSchema = configurationListSchema.extend({ elements: z.array(elementSchema.strict()) }).strict();
const detailSchema = configurationDetailSchema.extend({ elements: z.array(elementSchema.strict()) }).strict();

/** A fresh client address per request, so that intake tests other than the throttling one are never throttled. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};

/** A design as the configurator sends it. */
function design(cSlug: string, overrides: Record<string, unknown> = {}) {
  return {
    cSlug,
    salon: null,
    customerEmail: 'anna.kowalska@example.pl',
    kits: [
      {
        id: 'k1',
        name: 'Narożnik lewy z pufą',
        displayWidth: '286 cm',
        displayDepth: '98 cm',
        displayTotalPrice: '5 070,00 zł',
        elements: [configurationLine('MOD-1', { displayPrice: '1 690,00 zł' }), configurationLine('NAR-L', { displayPrice: '3 380,00 zł' })],
      },
    ],
    ...overrides,
  };
}

describe('client configurations: the configurator intake', () => {
  const clock = testClock();
  let t: TestApi;
  let manhattan: SeededCollection;
  let salon: SeededUser;
  let deletedSalon: SeededUser;
  let admin: SeededUser;

  beforeAll(async () => {
    t = await createTestApi({ now: clock.now });
    manhattan = await t.kit.collection().name('Manhattan Intake').withElementCategories(1).create();
    [salon, deletedSalon, admin] = await Promise.all([
      t.kit.user().salon('Salon Intake').create(),
      t.kit.user().salon('Salon Usunięty').deleted().create(),
      t.kit.user().admin().create(),
    ]);
  });
  afterAll(() => t.close());

  const intake = (json: unknown, clientAddress: string | undefined = nextAddress()) =>
    t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', json, clientAddress });

  it("answers the configurator's CORS preflight from its origin only (CONFIGURATOR_URL, default http://localhost:3000)", async () => {
    const preflight = (origin: string) =>
      t.call(CONFIGURATION_INTAKE_PATH, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(new URL(DEFAULT_CONFIGURATOR_URL).origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(new URL(DEFAULT_CONFIGURATOR_URL).origin);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('https://obca-strona.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    // The save itself carries the header for the configurator's origin.
    const saved = await t.call(CONFIGURATION_INTAKE_PATH, {
      method: 'POST',
      json: design(manhattan.collection.slug),
      clientAddress: nextAddress(),
      headers: { origin: new URL(DEFAULT_CONFIGURATOR_URL).origin },
    });
    expect(saved.status).toBe(201);
    expect(saved.headers.get('access-control-allow-origin')).toBe(new URL(DEFAULT_CONFIGURATOR_URL).origin);
  });

  it('saves a design without a staff token: 201 with its id and an unguessable urlSlug, stored as validated', async () => {
    const before = await t.kit.clientConfigurationCount();
    const response = await intake(
      design(`  ${manhattan.collection.slug} `, {
        salon: salon.user._id.toUpperCase(),
        customerEmail: '  Anna.Kowalska@Example.pl ',
        kits: [{ name: ' Sofa ', elements: [{ meshId: ' MOD-1 ', displayPrice: '1 690,00 zł' }] }],
        unknownField: 'dropped',
      }),
    );
    expect(response.status).toBe(201);
    const saved = savedSchema.parse(await response.json());
    // 16 random bytes, base64url: 128 bits (≥ 96).
    expect(saved.urlSlug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await t.kit.clientConfigurationCount()).toBe(before + 1);

    const row = await t.db.selectFrom('client_configurations').selectAll().where('id', '=', saved._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      salon_id: salon.user._id,
      collection_slug: manhattan.collection.slug,
      customer_email: 'Anna.Kowalska@Example.pl',
      url_slug: saved.urlSlug,
      kits: [
        {
          id: '',
          name: 'Sofa',
          displayWidth: '',
          displayDepth: '',
          displayTotalPrice: '',
          elements: [
            {
              meshId: 'MOD-1',
              displayName: '',
              displayIcon: '',
              displayMaterial: '',
              displayEquipment: '',
              displayWoodMaterial: '',
              displayPillowMaterial: '',
              displayPrice: '1 690,00 zł',
            },
          ],
        },
      ],
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('takes no salon as null, absent or empty, and gives every design its own urlSlug', async () => {
    const slugs = new Set<string>();
    for (const salonField of [{ salon: null }, { salon: undefined }, { salon: '' }, { salon: '  ' }]) {
      const response = await intake(design(manhattan.collection.slug, salonField));
      expect(response.status).toBe(201);
      const saved = savedSchema.parse(await response.json());
      slugs.add(saved.urlSlug);
      const row = await t.db.selectFrom('client_configurations').select('salon_id').where('id', '=', saved._id).executeTakeFirstOrThrow();
      expect(row.salon_id).toBeNull();
    }
    expect(slugs.size).toBe(4);
  });

  it('accepts the largest design the limits allow (20 kits, 60 elements each) when it fits in 64 KB', async () => {
    const line = { meshId: 'M' };
    const kits = Array.from({ length: CONFIGURATION_MAX_KITS }, (_, i) => ({ name: `K${i}`, elements: Array(CONFIGURATION_MAX_ELEMENTS_PER_KIT).fill(line) }));
    const body = design(manhattan.collection.slug, { kits });
    expect(JSON.stringify(body).length).toBeLessThan(CONFIGURATION_MAX_REQUEST_BYTES);
    expect((await intake(body)).status).toBe(201);
  });

  const tooLong = 'x'.repeat(CONFIGURATION_TEXT_MAX + 1);
  const kit = (overrides: Record<string, unknown> = {}) => ({ name: 'Zestaw', elements: [{ meshId: 'MOD-1' }], ...overrides });
  const broken: [string, (slug: string) => Record<string, unknown>, string, string][] = [
    ['no collection', () => ({ cSlug: undefined }), 'cSlug', messages.unknownCollection],
    ['an empty collection', () => ({ cSlug: '   ' }), 'cSlug', messages.unknownCollection],
    ['a collection that is not text', () => ({ cSlug: 7 }), 'cSlug', messages.unknownCollection],
    ['an unknown collection', () => ({ cSlug: 'nie-ma-takiej' }), 'cSlug', messages.unknownCollection],
    ['a collection with a NUL character', (slug) => ({ cSlug: `${slug}\u0000` }), 'cSlug', messages.unknownCollection],
    ['an unknown salon', () => ({ salon: UNKNOWN_ID }), 'salon', messages.unknownSalon],
    ['a malformed salon id', () => ({ salon: 'salon-1' }), 'salon', messages.unknownSalon],
    ['a salon that is not text', () => ({ salon: 5 }), 'salon', messages.unknownSalon],
    ['a user who is not a salon', () => ({ salon: admin.user._id }), 'salon', messages.unknownSalon],
    ['a deleted salon', () => ({ salon: deletedSalon.user._id }), 'salon', messages.unknownSalon],
    ['no e-mail', () => ({ customerEmail: undefined }), 'customerEmail', messages.emailRequired],
    ['an empty e-mail', () => ({ customerEmail: '  ' }), 'customerEmail', messages.emailRequired],
    ['a malformed e-mail', () => ({ customerEmail: 'anna@' }), 'customerEmail', messages.emailInvalid],
    ['an e-mail with Polish letters', () => ({ customerEmail: 'łucja@example.pl' }), 'customerEmail', messages.emailInvalid],
    [
      'an e-mail over 254 characters',
      () => ({ customerEmail: `${'a'.repeat(CUSTOMER_EMAIL_MAX - 10)}@example.pl` }),
      'customerEmail',
      messages.tooLong(CUSTOMER_EMAIL_MAX),
    ],
    ['no kits', () => ({ kits: undefined }), 'kits', messages.configurationKitsRequired],
    ['an empty kit list', () => ({ kits: [] }), 'kits', messages.configurationKitsRequired],
    ['kits that are not a list', () => ({ kits: 'zestaw' }), 'kits', messages.configurationKitsRequired],
    [
      `${CONFIGURATION_MAX_KITS + 1} kits`,
      () => ({ kits: Array.from({ length: CONFIGURATION_MAX_KITS + 1 }, () => kit()) }),
      'kits',
      messages.configurationTooManyKits(CONFIGURATION_MAX_KITS),
    ],
    ['a kit without a name', () => ({ kits: [kit(), kit({ name: ' ' })] }), 'kits.1.name', messages.configurationKitNameRequired],
    ['a kit name over 200 characters', () => ({ kits: [kit({ name: tooLong })] }), 'kits.0.name', messages.tooLong(CONFIGURATION_TEXT_MAX)],
    ['a kit without elements', () => ({ kits: [kit({ elements: [] })] }), 'kits.0.elements', messages.configurationElementsRequired],
    [
      `a kit of ${CONFIGURATION_MAX_ELEMENTS_PER_KIT + 1} elements`,
      () => ({ kits: [kit({ elements: Array(CONFIGURATION_MAX_ELEMENTS_PER_KIT + 1).fill({ meshId: 'M' }) })] }),
      'kits.0.elements',
      messages.configurationTooManyElements(CONFIGURATION_MAX_ELEMENTS_PER_KIT),
    ],
    [
      'an element without meshId',
      () => ({ kits: [kit({ elements: [{ meshId: 'A' }, { meshId: 'B' }, { meshId: 'C' }, { meshId: '' }] })] }),
      'kits.0.elements.3.meshId',
      messages.configurationMeshIdRequired,
    ],
    [
      'a display text over 200 characters',
      () => ({ kits: [kit({ displayWidth: tooLong })] }),
      'kits.0.displayWidth',
      messages.tooLong(CONFIGURATION_TEXT_MAX),
    ],
    [
      'a display text that is not text',
      () => ({ kits: [kit({ elements: [{ meshId: 'A', displayPrice: 1690 }] })] }),
      'kits.0.elements.0.displayPrice',
      messages.invalidRequest,
    ],
    [
      'a NUL character in a line',
      () => ({ kits: [kit({ elements: [{ meshId: 'A\u0000' }] })] }),
      'kits.0.elements.0.meshId',
      messages.invalidRequest,
    ],
    [
      'an unpaired surrogate in a line',
      () => ({ kits: [kit({ elements: [{ meshId: 'A', displayName: 'Sofa \ud800' }] })] }),
      'kits.0.elements.0.displayName',
      messages.invalidRequest,
    ],
  ];
  it.each(broken)('refuses %s: 400 with the field and its Polish message, nothing stored', async (_case, change, field, message) => {
    const before = await t.kit.clientConfigurationCount();
    const response = await intake(design(manhattan.collection.slug, change(manhattan.collection.slug)));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await t.kit.clientConfigurationCount()).toBe(before);
  });

  it('names both an unknown collection and an unknown salon at once', async () => {
    const response = await intake(design('nie-ma-takiej', { salon: UNKNOWN_ID }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: messages.unknownCollection,
      errors: [
        { field: 'cSlug', message: messages.unknownCollection },
        { field: 'salon', message: messages.unknownSalon },
      ],
    });
  });

  it('refuses a body that is not JSON with 400, and one over 64 KB with 413, before validating it; nothing stored', async () => {
    const before = await t.kit.clientConfigurationCount();
    const notJson = await t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', body: '{"cSlug":', clientAddress: nextAddress() });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: messages.invalidRequest });

    // Valid in every field, only too large as a whole: 60 lines of long (allowed) texts.
    const long = 'Tkanina Velvet Grafit '.repeat(9);
    const lines = Array.from({ length: CONFIGURATION_MAX_ELEMENTS_PER_KIT }, (_, i) =>
      configurationLine(`MOD-${i}`, { displayName: long, displayMaterial: long, displayEquipment: long, displayIcon: long, displayWoodMaterial: long }),
    );
    const oversized = design(manhattan.collection.slug, { kits: [{ name: 'Duży', elements: lines }] });
    expect(Buffer.byteLength(JSON.stringify(oversized))).toBeGreaterThan(CONFIGURATION_MAX_REQUEST_BYTES);
    const response = await intake(oversized);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.configurationTooLarge(CONFIGURATION_MAX_REQUEST_KILOBYTES) });
    expect(await t.kit.clientConfigurationCount()).toBe(before);
  });

  it(`throttles a client address after ${CONFIGURATION_SAVES_PER_WINDOW} requests in 10 minutes (refused ones count), not the others`, async () => {
    const address = '203.0.113.7';
    const valid = design(manhattan.collection.slug);
    for (let i = 0; i < CONFIGURATION_SAVES_PER_WINDOW; i++) {
      // Forwarded-for headers are no way around it: only the caller's vouched address counts in-process.
      const response = await t.call(CONFIGURATION_INTAKE_PATH, {
        method: 'POST',
        json: i % 5 === 4 ? { ...valid, kits: [] } : valid,
        clientAddress: i % 2 === 0 ? address : `::ffff:${address}`,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.status, `request ${i + 1}`).toBe(i % 5 === 4 ? 400 : 201);
    }
    const before = await t.kit.clientConfigurationCount();
    clock.advance(60_000);
    const throttled = await intake(valid, address);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe(String((CONFIGURATION_SAVE_WINDOW_MS - 60_000) / 1000));
    expect(await throttled.json()).toEqual({ message: messages.configurationThrottled(9) });
    // Throttled before the body is read: an oversized one is 429 too, not 413.
    expect((await t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', body: 'x'.repeat(CONFIGURATION_MAX_REQUEST_BYTES + 1), clientAddress: address })).status).toBe(429);
    expect(await t.kit.clientConfigurationCount()).toBe(before);

    expect((await intake(valid, '203.0.113.8')).status).toBe(201);
    clock.advance(CONFIGURATION_SAVE_WINDOW_MS - 60_000);
    expect((await intake(valid, address)).status).toBe(201);
  });

  it('counts IPv6 clients per /64: a fresh address from the same block is no way around it', async () => {
    const valid = design(manhattan.collection.slug);
    for (let i = 0; i < CONFIGURATION_SAVES_PER_WINDOW; i++) {
      expect((await intake(valid, `2001:db8:77:1::${(i + 1).toString(16)}`)).status, `request ${i + 1}`).toBe(201);
    }
    expect((await intake(valid, '2001:db8:77:1:dead:beef:0:1')).status).toBe(429);
    expect((await intake(valid, '2001:0db8:0077:0001::ffff')).status).toBe(429);
    // The next /64 is another client.
    expect((await intake(valid, '2001:db8:77:2::1')).status).toBe(201);
    clock.advance(CONFIGURATION_SAVE_WINDOW_MS);
  });

  it('puts in-process callers that vouch for no address into one shared bucket', async () => {
    const valid = design(manhattan.collection.slug);
    const statuses: number[] = [];
    for (let i = 0; i <= CONFIGURATION_SAVES_PER_WINDOW; i++) {
      statuses.push((await t.call(CONFIGURATION_INTAKE_PATH, { method: 'POST', json: valid, headers: { 'x-forwarded-for': `198.51.100.${i}` } })).status);
    }
    expect(statuses.slice(0, CONFIGURATION_SAVES_PER_WINDOW)).toEqual(Array(CONFIGURATION_SAVES_PER_WINDOW).fill(201));
    expect(statuses.at(-1)).toBe(429);
    clock.advance(CONFIGURATION_SAVE_WINDOW_MS);
  });

  it('is the only client-configuration path without a token', async () => {
    expect((await t.call(LIST)).status).toBe(401);
    expect((await t.call(detailPath(UNKNOWN_ID))).status).toBe(401);
    expect((await t.call(deletePath(UNKNOWN_ID), { method: 'POST' })).status).toBe(401);
    // Another method on the intake's path is simply not there.
    expect((await t.call(CONFIGURATION_INTAKE_PATH, { clientAddress: nextAddress() })).status).toBe(404);
  });
});

describe('client configurations: the client address when the API listens itself', () => {
  let t: TestApi;
  let slug: string;
  const servers: ServerType[] = [];
  beforeAll(async () => {
    t = await createTestApi();
    slug = (await t.kit.collection().name('Manhattan Adresy').create()).collection.slug;
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await t.close();
  });

  async function listen(trustProxyHops: number | undefined): Promise<string> {
    const config = { jwtSecret: TEST_JWT_SECRET, ...(trustProxyHops === undefined ? {} : { trustProxyHops }) };
    const api = createApi({ db: t.db, config, log: { info() {}, error() {} } });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${CONFIGURATION_INTAKE_PATH}`;
  }
  const post = (url: string, forwardedFor: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(design(slug)) });

  it('counts the socket peer and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const url = await listen(undefined);
    for (let i = 0; i < CONFIGURATION_SAVES_PER_WINDOW; i++) expect((await post(url, `198.51.100.${i}`)).status).toBe(201);
    expect((await post(url, '198.51.100.200')).status).toBe(429);
  });

  it('with TRUST_PROXY=1 counts the entry the proxy appended, never the ones the client wrote', async () => {
    const url = await listen(1);
    for (let i = 0; i < CONFIGURATION_SAVES_PER_WINDOW; i++) expect((await post(url, `10.9.9.${i}, 192.0.2.1`)).status).toBe(201);
    expect((await post(url, '10.9.9.250, 192.0.2.1')).status).toBe(429);
    expect((await post(url, '192.0.2.1, 192.0.2.2')).status).toBe(201);
  });
});

describe('client configurations: list, details and delete (D13, D14)', () => {
  let t: TestApi;
  let admin: string;
  let salon1Token: string;
  let salon2Token: string;
  let plainToken: string;
  let salon1: SeededUser;
  let salon2: SeededUser;
  let manhattan: SeededCollection;
  let bristol: SeededCollection;
  let gone: SeededCollection;
  /** Every configuration, newest first, as the list must order them. */
  let all: { id: string; salon: string | null; email: string; collection: string }[];

  const TOTAL = 120;
  const BASE = Date.UTC(2026, 5, 1, 12, 0, 0);

  beforeAll(async () => {
    t = await createTestApi();
    const [a, s1, s2, plain] = await Promise.all([
      t.kit.user().admin().create(),
      t.kit.user().salon('Salon Meblowy Kraków').create(),
      t.kit.user().salon('Meble Wygodne Łódź').create(),
      t.kit.user().create(),
    ]);
    [salon1, salon2] = [s1, s2];
    const signIn = (u: SeededUser) => t.signIn(u.email, u.password);
    [admin, salon1Token, salon2Token, plainToken] = await Promise.all([signIn(a), signIn(s1), signIn(s2), signIn(plain)]);

    manhattan = await t.kit.collection().name('Manhattan Konfiguracje').withElementCategories(1).create();
    bristol = await t.kit.collection().name('Bristol Konfiguracje').withElementCategories(1).create();
    gone = await t.kit.collection().name('Wycofana Kolekcja').withElementCategories(1).create();
    for (const name of ['MOD-1', 'NAR-L', 'PUF-K']) await t.kit.element().inCollection(manhattan).inCategory(manhattan.elementCategories[0]!).name(name).create();
    // The same index in another collection: a line resolves in its configuration's collection only.
    await t.kit.element().inCollection(bristol).inCategory(bristol.elementCategories[0]!).name('MOD-1').create();
    await t.kit.element().inCollection(gone).inCategory(gone.elementCategories[0]!).name('MOD-1').create();

    for (let i = 0; i < TOTAL; i++) {
      const salon = [salon1, salon2, null][i % 3]!;
      const collection = i % 10 === 9 ? bristol : manhattan;
      const builder = t.kit
        .clientConfiguration()
        .inCollection(collection)
        .email(i % 4 === 0 ? `Anna.Kowalska${i}@example.pl` : `piotr_nowak${i}@example.pl`)
        .withLines(i % 2 === 0 || i % 10 === 9 ? ['MOD-1', 'NAR-L', 'MOD-1'] : ['PUF-K', 'BRAK-W-KATALOGU'])
        // Rows 100–103 share one moment: the id decides their order.
        .createdAt(new Date(BASE - (i >= 100 && i <= 103 ? 100 : i) * 60_000));
      if (salon) builder.salon(salon);
      await builder.create();
    }
    const rows = await t.db.selectFrom('client_configurations').select(['id', 'salon_id', 'customer_email', 'collection_slug']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    all = rows.map((row) => ({ id: row.id, salon: row.salon_id, email: row.customer_email, collection: row.collection_slug }));
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number> = {}, token = admin): Promise<ConfigurationList> => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await t.call(`${LIST}?${search}`, { token });
    expect(response.status).toBe(200);
    return listSchema.parse(await response.json());
  };
  /** Every page in turn, following nextCursor. */
  const everyPage = async (query: Record<string, string | number>, token = admin) => {
    const pages: ConfigurationList[] = [];
    let cursor: string | null = null;
    do {
      const page: ConfigurationList = await list(cursor ? { ...query, cursor } : query, token);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  };
  const ids = (items: readonly ClientConfiguration[]) => items.map((item) => item._id);
  const visibleToSalon1 = () => all.filter((row) => row.salon === salon1.user._id || row.salon === null);

  describe('GET /api/cms/client/configurations', () => {
    it('pages newest first by keyset: the pages chain without gaps or repeats, and each says the total', async () => {
      const pages = await everyPage({ limit: 50 });
      expect(pages.map((page) => page.list.length)).toEqual([50, 50, 20]);
      expect(pages.map((page) => page.totalCount)).toEqual([TOTAL, TOTAL, TOTAL]);
      expect(pages.flatMap((page) => ids(page.list))).toEqual(all.map((row) => row.id));
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const createdAt = pages.flatMap((page) => page.list.map((item) => Date.parse(item.createdAt)));
      expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
      // Default page size 50; ties (rows 100–103) broken by id.
      expect((await list()).list).toHaveLength(50);
      expect(new Set(pages.flatMap((page) => ids(page.list))).size).toBe(TOTAL);
    });

    it('pages oldest first with order=oldest: the same rows reversed, ties by id, cursors chaining across pages, filters kept', async () => {
      const pages = await everyPage({ limit: 50, order: 'oldest' });
      expect(pages.map((page) => page.list.length)).toEqual([50, 50, 20]);
      expect(pages.flatMap((page) => ids(page.list))).toEqual(all.map((row) => row.id).reverse());
      expect(pages.map((page) => page.totalCount)).toEqual([TOTAL, TOTAL, TOTAL]);
      const salonPages = await everyPage({ limit: 7, order: 'oldest', salon: 'none' });
      expect(salonPages.flatMap((page) => ids(page.list))).toEqual(all.filter((row) => row.salon === null).map((row) => row.id).reverse());
      const response = await t.call(`${LIST}?order=najstarsze`, { token: admin });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(messages.invalidRequest);
    });

    it('answers each row in the spec names, with the salons, the page collections and, for administrators, the catalogue elements its lines name', async () => {
      const page = await list({ limit: 10 });
      const first = page.list[0]!;
      expect(first).toEqual({
        _id: all[0]!.id,
        salon: salon1.user._id,
        cSlug: manhattan.collection.slug,
        customerEmail: 'Anna.Kowalska0@example.pl',
        kits: [expect.objectContaining({ name: 'Zestaw klienta', displayWidth: '286 cm', elements: expect.any(Array) })],
        createdAt: new Date(BASE).toISOString(),
        urlSlug: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        version: 1,
      });
      expect(page.salons).toEqual([
        { _id: salon2.user._id, salonName: 'Meble Wygodne Łódź', salonPhone: '+48 600 100 200', salonAddress: 'ul. Długa 1, 61-001 Poznań' },
        { _id: salon1.user._id, salonName: 'Salon Meblowy Kraków', salonPhone: '+48 600 100 200', salonAddress: 'ul. Długa 1, 61-001 Poznań' },
      ]);
      expect(page.collections).toEqual([
        { slug: manhattan.collection.slug, name: 'Manhattan Konfiguracje' },
        { slug: bristol.collection.slug, name: 'Bristol Konfiguracje' },
      ]);
      // Manhattan's MOD-1, NAR-L, PUF-K and Bristol's MOD-1 (row 9: not its NAR-L, Bristol has none); BRAK-W-KATALOGU resolves to nothing.
      expect(page.elements.map((element) => [element.collectionSlug, element.name]).sort()).toEqual(
        [
          [bristol.collection.slug, 'MOD-1'],
          [manhattan.collection.slug, 'MOD-1'],
          [manhattan.collection.slug, 'NAR-L'],
          [manhattan.collection.slug, 'PUF-K'],
        ].sort(),
      );
    });

    it("keeps a cursor's place when rows are saved or deleted meanwhile, even its own row", async () => {
      // A row between the 50th and the 51st, to end the first page and then vanish.
      const between = await t.kit.clientConfiguration().inCollection(manhattan).createdAt(new Date(BASE - 49.5 * 60_000)).create();
      const first = await list({ limit: 51 });
      expect(first.list.at(-1)!._id).toBe(between._id);
      await t.db.deleteFrom('client_configurations').where('id', '=', between._id).execute();
      const newer = await t.kit.clientConfiguration().inCollection(manhattan).create();
      try {
        const second = await list({ limit: 50, cursor: first.nextCursor! });
        expect(ids(second.list)).toEqual(all.slice(50, 100).map((row) => row.id));
        expect(second.totalCount).toBe(TOTAL + 1);
      } finally {
        await t.db.deleteFrom('client_configurations').where('id', '=', newer._id).execute();
      }
    });

    it("filters by salon ('none': without a salon) and by e-mail part from 3 characters, case-insensitive, % and _ literal", async () => {
      const salon1Rows = all.filter((row) => row.salon === salon1.user._id);
      const bySalon = await everyPage({ salon: salon1.user._id, limit: 30 });
      expect(bySalon.flatMap((page) => ids(page.list))).toEqual(salon1Rows.map((row) => row.id));
      expect(bySalon[0]!.totalCount).toBe(salon1Rows.length);

      const none = await everyPage({ salon: 'none', limit: 100 });
      expect(none.flatMap((page) => page.list.map((item) => item.salon))).toEqual(Array(TOTAL / 3).fill(null));
      expect(none[0]!.totalCount).toBe(TOTAL / 3);

      expect((await list({ email: 'AN' })).totalCount).toBe(TOTAL);
      expect((await list({ email: '  an ' })).totalCount).toBe(TOTAL);
      const anna = await list({ email: 'ANNA.k', limit: 100 });
      expect(anna.totalCount).toBe(TOTAL / 4);
      expect(anna.list.every((item) => item.customerEmail.startsWith('Anna.Kowalska'))).toBe(true);
      // Polish letters typed into the filter are folded (D27): 'kowalska' however it is written.
      expect((await list({ email: 'KOWAŁSKĄ' })).totalCount).toBe(TOTAL / 4);
      expect((await list({ email: 'r_n' })).totalCount).toBe((TOTAL * 3) / 4);
      expect((await list({ email: 'o%n' })).totalCount).toBe(0);
      expect((await list({ email: 'a.k' })).totalCount).toBe(TOTAL / 4);
      expect((await list({ email: 'a_k' })).totalCount).toBe(0);

      const both = await list({ salon: salon1.user._id, email: 'anna', limit: 100 });
      expect(ids(both.list)).toEqual(all.filter((row) => row.salon === salon1.user._id && row.email.startsWith('Anna')).map((row) => row.id));
      expect((await list({ salon: UNKNOWN_ID })).totalCount).toBe(0);
      expect((await list({ salon: 'nie-uuid' })).totalCount).toBe(0);
    });

    it('refuses a malformed cursor or page size with 400', async () => {
      const encoded = (text: string) => Buffer.from(text).toString('base64url');
      for (const cursor of [
        'nie-kursor',
        encoded('2026-01-01T00:00:00.000Z|x'),
        encoded('1|2'),
        encoded(`2026-02-30T00:00:00.000Z|${UNKNOWN_ID}`),
        encoded(`2026-01-01T24:00:00.000Z|${UNKNOWN_ID}`),
        encoded(`2026-01-01T00:00:00Z|${UNKNOWN_ID}`),
        encoded(`2026-01-01T00:00:00.000Z|${UNKNOWN_ID}|x`),
        // Canonical to JavaScript (toISOString writes them) but out of PostgreSQL's range: never a 500.
        encoded(`0000-01-01T00:00:00.000Z|${UNKNOWN_ID}`),
        encoded(`-000001-01-01T00:00:00.000Z|${UNKNOWN_ID}`),
        encoded(`+010000-01-01T00:00:00.000Z|${UNKNOWN_ID}`),
        encoded(`+275760-09-13T00:00:00.000Z|${UNKNOWN_ID}`),
      ]) {
        const response = await t.call(`${LIST}?cursor=${cursor}`, { token: admin });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: messages.invalidCursor, errors: [{ field: 'cursor', message: messages.invalidCursor }] });
      }
      for (const limit of ['0', '101', 'dużo']) expect((await t.call(`${LIST}?limit=${limit}`, { token: admin })).status).toBe(400);
      // A well-formed cursor past every row: an empty last page (also at the earliest moment a cursor can name).
      expect((await list({ cursor: configurationCursor({ createdAt: '0001-01-01T00:00:00.000Z', _id: UNKNOWN_ID }) })).list).toEqual([]);
      expect(await list({ cursor: configurationCursor({ createdAt: '1999-01-01T00:00:00.000Z', _id: UNKNOWN_ID }) })).toMatchObject({
        list: [],
        totalCount: TOTAL,
        nextCursor: null,
      });
    });

    it('costs the same number of SQL queries for 5 rows per page as for 50', async () => {
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const counted = createApi({ db: t.db.withPlugin(counting), config: t.config, log: { info: () => {}, error: () => {} } });
      const queriesFor = async (limit: number, token: string) => {
        queries = 0;
        const response = await counted.request(`${LIST}?limit=${limit}`, { headers: { authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        const page = listSchema.parse(await response.json());
        expect(page.list).toHaveLength(limit);
        return queries;
      };
      // The session's user, the page, the count, the salons, the page's collections, the elements with their equipment.
      expect(await queriesFor(5, admin)).toBe(6);
      expect(await queriesFor(50, admin)).toBe(6);
      // A salon user: no salon list query (it is the viewer), no catalogue elements.
      expect(await queriesFor(5, salon1Token)).toBe(4);
      expect(await queriesFor(50, salon1Token)).toBe(4);
    });
  });

  describe("D13: a salon user sees only their salon's configurations and those without a salon", () => {
    it('lists them with only their own salon to filter by and no catalogue elements', async () => {
      const pages = await everyPage({ limit: 25 }, salon1Token);
      const expected = visibleToSalon1();
      expect(pages.flatMap((page) => ids(page.list))).toEqual(expected.map((row) => row.id));
      expect(pages[0]!.totalCount).toBe(expected.length);
      for (const page of pages) {
        expect(page.salons).toEqual([{ _id: salon1.user._id, salonName: 'Salon Meblowy Kraków', salonPhone: '+48 600 100 200', salonAddress: 'ul. Długa 1, 61-001 Poznań' }]);
        expect(page.elements).toEqual([]);
      }
      const own = await everyPage({ salon: salon1.user._id, limit: 100 }, salon1Token);
      expect(own.flatMap((page) => page.list.map((item) => item.salon))).toEqual(Array(TOTAL / 3).fill(salon1.user._id));
      const none = await list({ salon: 'none', limit: 100 }, salon1Token);
      expect(none.list.map((item) => item.salon)).toEqual(Array(TOTAL / 3).fill(null));
    });

    it("finds nothing of another salon's through any filter: as for an unknown salon", async () => {
      // scopedTo: the API says the count is this user's (D13), so a gateway passes it on without counting again.
      const empty = { list: [], collections: [], elements: [], totalCount: 0, nextCursor: null, scopedTo: salon1.user._id };
      for (const salon of [salon2.user._id, salon2.user._id.toUpperCase(), ` ${salon2.user._id} `, UNKNOWN_ID]) {
        expect(await list({ salon }, salon1Token)).toEqual({ ...empty, salons: expect.any(Array) });
        expect(await list({ salon, email: 'piotr' }, salon1Token)).toEqual({ ...empty, salons: expect.any(Array) });
      }
      // An e-mail only salon 2's customers have: nothing.
      const salon2Email = all.find((row) => row.salon === salon2.user._id)!.email;
      expect((await list({ email: salon2Email }, salon1Token)).totalCount).toBe(0);
      expect((await list({ email: salon2Email }, admin)).totalCount).toBe(1);
      // Salon 2's cursor position does not reveal its rows either.
      const salon2Page = await list({ limit: 5 }, salon2Token);
      const after = await list({ limit: 100, cursor: salon2Page.nextCursor! }, salon1Token);
      expect(after.list.every((item) => item.salon !== salon2.user._id)).toBe(true);
      // A plain signed-in user (neither role) sees only those without a salon.
      const plain = await list({ limit: 100 }, plainToken);
      expect(plain.list.every((item) => item.salon === null)).toBe(true);
      expect(plain.salons).toEqual([]);
    });

    it("answers another salon's configuration exactly as an unknown one: details 404, delete 404 and the row stays", async () => {
      const foreign = all.find((row) => row.salon === salon2.user._id)!;
      const notFound = { message: messages.notFound };
      for (const id of [foreign.id, foreign.id.toUpperCase(), UNKNOWN_ID, 'nie-uuid']) {
        const detail = await t.call(detailPath(id), { token: salon1Token });
        expect(detail.status).toBe(404);
        expect(await detail.json()).toEqual(notFound);
        const deletion = await t.call(deletePath(id), { method: 'POST', token: salon1Token });
        expect(deletion.status).toBe(404);
        expect(await deletion.json()).toEqual(notFound);
      }
      expect(await t.db.selectFrom('client_configurations').select('id').where('id', '=', foreign.id).executeTakeFirst()).toEqual({ id: foreign.id });
      // Salon 2 itself and the administrator do see it.
      expect((await t.call(detailPath(foreign.id), { token: salon2Token })).status).toBe(200);
      expect((await t.call(detailPath(foreign.id), { token: admin })).status).toBe(200);
    });

    it('shows details of its own and unsalonned configurations, without catalogue elements', async () => {
      const own = all.find((row) => row.salon === salon1.user._id)!;
      const detail = detailSchema.parse(await (await t.call(detailPath(own.id), { token: salon1Token })).json());
      expect(detail).toMatchObject({
        clientConf: { _id: own.id, salon: salon1.user._id, cSlug: manhattan.collection.slug },
        elements: [],
        fabs: [],
        textures: [],
        collection: { slug: manhattan.collection.slug, name: 'Manhattan Konfiguracje' },
        salon: { _id: salon1.user._id, salonName: 'Salon Meblowy Kraków' },
      });
      const online = all.find((row) => row.salon === null)!;
      const onlineDetail = detailSchema.parse(await (await t.call(detailPath(online.id), { token: salon1Token })).json());
      expect(onlineDetail.salon).toBeNull();
    });

    it('deletes its own and unsalonned configurations, once', async () => {
      for (const own of [true, false]) {
        const builder = t.kit.clientConfiguration().inCollection(manhattan);
        const saved = await (own ? builder.salon(salon1) : builder).create();
        const first = await t.call(deletePath(saved._id), { method: 'POST', token: salon1Token });
        expect(first.status).toBe(200);
        expect(await first.json()).toEqual({ deleted: { clientConfigurations: 1 } });
        expect((await t.call(deletePath(saved._id), { method: 'POST', token: salon1Token })).status).toBe(404);
      }
    });

    it("ends a salon user's token at once when the user is deleted (D10): list, details and delete answer 401", async () => {
      const leaving = await t.kit.user().salon('Salon Zamykany').create();
      const token = await t.signIn(leaving.email, leaving.password);
      const online = all.find((row) => row.salon === null)!;
      expect((await t.call(LIST, { token })).status).toBe(200);
      await t.db.updateTable('users').set({ is_deleted: true }).where('id', '=', leaving.user._id).execute();
      expect((await t.call(LIST, { token })).status).toBe(401);
      expect((await t.call(detailPath(online.id), { token })).status).toBe(401);
      expect((await t.call(deletePath(online.id), { method: 'POST', token })).status).toBe(401);
      expect((await t.call(detailPath(online.id), { token: admin })).status).toBe(200);
    });

    it('still forbids salon users every call outside their screens (D14)', async () => {
      for (const [method, path] of [
        ['GET', `/api/cms/collection/${manhattan.collection.slug}/kits`],
        ['GET', `/api/cms/collection/${manhattan.collection.slug}/elements`],
        ['GET', '/api/users/list'],
        ['POST', `/api/cms/kit/delete/${UNKNOWN_ID}`],
      ] as const) {
        const response = await t.call(path, { method, token: salon1Token });
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual({ message: messages.forbidden });
      }
    });
  });

  describe('administrators', () => {
    it("see any salon's configuration with its salon, collection and the catalogue elements of that collection", async () => {
      const row = all.find((r) => r.salon === salon2.user._id && r.collection === bristol.collection.slug)!;
      const detail = detailSchema.parse(await (await t.call(detailPath(row.id), { token: admin })).json());
      expect(detail.clientConf._id).toBe(row.id);
      expect(detail.collection).toEqual({ slug: bristol.collection.slug, name: 'Bristol Konfiguracje' });
      expect(detail.salon).toEqual({ _id: salon2.user._id, salonName: 'Meble Wygodne Łódź', salonPhone: '+48 600 100 200', salonAddress: 'ul. Długa 1, 61-001 Poznań' });
      const lines = detail.clientConf.kits.flatMap((kit) => kit.elements.map((line) => line.meshId));
      expect(detail.elements.every((element) => element.collectionSlug === bristol.collection.slug && lines.includes(element.name))).toBe(true);
      expect(detail.elements.length).toBeGreaterThan(0);
    });

    it('keep configurations whose collection is gone (D8): the collection and elements no longer resolve', async () => {
      const saved = await t.kit.clientConfiguration().inCollection(gone).salon(salon1).withLines(['MOD-1']).create();
      const before = detailSchema.parse(await (await t.call(detailPath(saved._id), { token: admin })).json());
      expect(before.collection).toEqual({ slug: gone.collection.slug, name: 'Wycofana Kolekcja' });
      expect(before.elements).toHaveLength(1);
      const deleted = await t.call(`/api/cms/collection/delete/${gone.collection._id}`, { method: 'POST', token: admin });
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      const after = detailSchema.parse(await (await t.call(detailPath(saved._id), { token: admin })).json());
      expect(after).toMatchObject({ clientConf: { _id: saved._id, cSlug: gone.collection.slug }, collection: null, elements: [] });
      await t.call(deletePath(saved._id), { method: 'POST', token: admin });
    });

    it('delete any configuration', async () => {
      const saved = await t.kit.clientConfiguration().inCollection(manhattan).salon(salon2).create();
      const response = await t.call(deletePath(saved._id), { method: 'POST', token: admin });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: { clientConfigurations: 1 } });
      expect(await t.db.selectFrom('client_configurations').select('id').where('id', '=', saved._id).executeTakeFirst()).toBeUndefined();
    });
  });
});
