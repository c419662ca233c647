import { DASHBOARD_RECENT_DAYS, dashboardSchema, type Dashboard } from '@meble/domain/dashboard';
import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { dashboardCounts } from '../../api/src/dashboard/counts.ts';
import { seedDemo } from '../../api/src/seed/demo.ts';
import { DEMO_CATALOGUE, DEMO_CONFIGURATION_COUNT, DEMO_ELEMENTS, DEMO_KITS, demoConfigurationAgeMs } from '../../api/src/seed/demo-data.ts';
import { createTestApi, testClock, type TestApi } from '../kit/api.ts';
import { testPasswords } from '../kit/passwords.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/cms/dashboard: the start page counts', () => {
  const clock = testClock();
  let t: TestApi;
  let adminLogin: { email: string; password: string };
  let admin: string;
  let salon: string;

  beforeAll(async () => {
    t = await createTestApi({ now: clock.now });
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Pulpitu').create()]);
    adminLogin = a;
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  const dashboard = async (): Promise<Dashboard> => {
    const response = await t.call('/api/cms/dashboard', { token: admin });
    expect(response.status).toBe(200);
    return dashboardSchema.parse(await response.json());
  };

  it('D14: refuses a salon user (403) and a caller without a session (401)', async () => {
    const bySalon = await t.call('/api/cms/dashboard', { token: salon });
    expect(bySalon.status).toBe(403);
    expect(await bySalon.json()).toEqual({ message: messages.forbidden });
    expect((await t.call('/api/cms/dashboard')).status).toBe(401);
  });

  it('counts every collection, element and kit (inactive, unavailable and hidden ones too)', async () => {
    const before = await dashboard();
    const first = await t.kit.collection().name('Pulpit Alfa').withElementCategories(1).create();
    const second = await t.kit.collection().name('Pulpit Beta').inactive().withElementCategories(1).create();
    const [a1, a2] = [
      await t.kit.element().inCollection(first).inCategory(first.elementCategories[0]!).name('Alfa 1').create(),
      await t.kit.element().inCollection(first).inCategory(first.elementCategories[0]!).name('Alfa 2').create(),
    ];
    const b1 = await t.kit.element().inCollection(second).inCategory(second.elementCategories[0]!).name('Beta 1').create();
    await t.kit.elementKit().inCollection(first).name('Zestaw Alfa').withElements([a1, a2]).create();
    await t.kit.elementKit().inCollection(second).name('Zestaw Beta').withElements([b1, b1]).hidden().create();
    const after = await dashboard();
    expect(after.collections - before.collections).toBe(2);
    expect(after.elements - before.elements).toBe(3);
    expect(after.kits - before.kits).toBe(2);
  });

  it(`counts client configurations of the last ${DASHBOARD_RECENT_DAYS} days by the API's clock: exactly ${DASHBOARD_RECENT_DAYS} days old still counts, a millisecond more does not`, async () => {
    const collection = await t.kit.collection().name('Pulpit Konfiguracje').create();
    const now = clock.now();
    const limit = now - DASHBOARD_RECENT_DAYS * DAY_MS;
    const save = (at: number) => t.kit.clientConfiguration().inCollection(collection).createdAt(new Date(at)).create();
    await save(now - 60_000);
    await save(now - 3 * DAY_MS);
    await save(limit);
    await save(limit - 1);
    await save(now - 30 * DAY_MS);

    const today = await dashboard();
    expect(today.recentClientConfigurations).toBe(3);
    expect(today.recentSince).toBe(new Date(limit).toISOString());
    clock.advance(1);
    expect((await dashboard()).recentClientConfigurations).toBe(2);
    clock.advance(DASHBOARD_RECENT_DAYS * DAY_MS);
    admin = await t.signIn(adminLogin.email, adminLogin.password); // a week later the old token has expired
    expect((await dashboard()).recentClientConfigurations).toBe(0);
  });

  it('asks the database once: the four counts are one statement', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counts = await dashboardCounts(t.db.withPlugin(counting), clock.now());
    expect(counts).toEqual(await dashboard());
    expect(statements).toBe(1);
  });
});

describe('the dashboard on the demo data', () => {
  let t: TestApi;
  beforeAll(async () => {
    // The demo designs are dated back from the real clock (seedDemo), so the API runs on it too.
    t = await createTestApi();
    await seedDemo(t.db, { passwords: testPasswords });
  });
  afterAll(() => t.close());

  it('counts what the demo data holds: its collections, elements, kits and the designs of the last 7 days', async () => {
    const token = await t.signIn('admin@example.com', 'Admin12345!');
    const response = await t.call('/api/cms/dashboard', { token });
    const recent = Array.from({ length: DEMO_CONFIGURATION_COUNT }, (_, index) => demoConfigurationAgeMs(index)).filter(
      (age) => age <= DASHBOARD_RECENT_DAYS * DAY_MS,
    ).length;
    expect(dashboardSchema.parse(await response.json())).toMatchObject({
      collections: DEMO_CATALOGUE.flatMap((category) => category.collections).length,
      elements: Object.values(DEMO_ELEMENTS).flat().length,
      kits: Object.values(DEMO_KITS).flat().length,
      recentClientConfigurations: recent,
    });
    // The figures a demo user sees on /dashboard (README).
    expect(recent).toBe(4);
  });
});
