import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callShapes, counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

const DASHBOARD = `{ dashboard { collections elements kits recentClientConfigurations recentDays recentSince } }`;
interface DashboardResult {
  dashboard: { collections: number; elements: number; kits: number; recentClientConfigurations: number; recentDays: number; recentSince: string };
}

describe('Query.dashboard: the start page through the gateway', () => {
  let g: TestGraph;
  let admin: string;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    const seeded = await g.t.kit.collection().name('Pulpit Grafu').withElementCategories(1).create();
    const element = await g.t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('Moduł pulpitu').create();
    await g.t.kit.elementKit().inCollection(seeded).name('Zestaw pulpitu').withElements([element]).create();
    await g.t.kit.clientConfiguration().inCollection(seeded).create();
  });
  afterAll(() => g.close());

  it("answers the API's four counts in one upstream call (the viewer comes stamped on it: no /users/me)", async () => {
    const { data, shapes } = await counted<DashboardResult>(g, admin, DASHBOARD, {});
    const { recentSince, ...counts } = data.dashboard;
    expect(counts).toEqual({ collections: 1, elements: 1, kits: 1, recentClientConfigurations: 1, recentDays: 7 });
    // Seven days before the API's clock (the real one here).
    expect(Date.now() - Date.parse(recentSince)).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
    expect(Date.now() - Date.parse(recentSince)).toBeLessThan(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect(shapes).toEqual(['GET /api/cms/dashboard']);
  });

  it("costs the web's own screen query the same single call", async () => {
    const { data, shapes } = await counted<DashboardResult>(g, admin, webOperation('DashboardScreenQuery'), {});
    expect(data.dashboard.collections).toBe(1);
    expect(shapes).toEqual(['GET /api/cms/dashboard']);
  });

  it('answers FORBIDDEN to a salon user, and no counts (D14)', async () => {
    const salon = await g.tokenFor('salon');
    g.calls.length = 0;
    const result = await g.graph<DashboardResult>(DASHBOARD, {}, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
    // The call started with the check is the only one; the API refused it too (its 403 carries the viewer's stamp).
    expect(callShapes(g.calls)).toEqual(['GET /api/cms/dashboard']);
  });

  it('answers UNAUTHENTICATED without a session, with no upstream call', async () => {
    g.calls.length = 0;
    const result = await g.graph(DASHBOARD);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(g.calls).toEqual([]);
  });
});
