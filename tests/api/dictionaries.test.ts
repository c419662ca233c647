import { dictionariesSchema } from '@meble/domain/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { testPasswords } from '../kit/passwords.ts';
import { silentLogger } from '@meble/domain/logger';

/**
 * The dictionaries' ETag lets every gateway replica revalidate its copy with one cheap call: it changes with
 * every write to a dictionary (in the database, so every API replica agrees) and names the role variant.
 */
describe('GET /api/cms/dictionaries: ETag and 304', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  beforeAll(async () => {
    t = await createTestApi();
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Słownikowy').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
  });
  afterAll(() => t.close());

  const get = (token: string, ifNoneMatch?: string) =>
    t.call('/api/cms/dictionaries', { token, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });
  const etagOf = async (token: string) => {
    const response = await get(token);
    expect(response.status).toBe(200);
    return response.headers.get('etag')!;
  };

  it('answers a strong ETag per role variant, never kept by a shared cache', async () => {
    const [forAdmin, forSalon] = await Promise.all([get(admin), get(salon)]);
    for (const response of [forAdmin, forSalon]) {
      expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect(forAdmin.headers.get('etag')).not.toBe(forSalon.headers.get('etag'));
    expect(dictionariesSchema.parse(await forAdmin.json()).collectionCategories).toBeDefined();
    expect(dictionariesSchema.parse(await forSalon.json()).collectionCategories).toBeUndefined();
  });

  it('answers 304 with no body when If-None-Match lists the current ETag, among others', async () => {
    const [adminTag, salonTag] = await Promise.all([etagOf(admin), etagOf(salon)]);
    const notModified = await get(admin, `"stary", ${salonTag}, ${adminTag}`);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(adminTag);
    expect(notModified.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("never confirms the administrators' copy to a salon user", async () => {
    const adminTag = await etagOf(admin);
    const response = await get(salon, adminTag);
    expect(response.status).toBe(200);
    expect(Object.keys(dictionariesSchema.parse(await response.json()))).not.toContain('collectionCategories');
  });

  it('changes the ETag with a write to a collection, only for the variant that shows collections', async () => {
    const [adminTag, salonTag] = await Promise.all([etagOf(admin), etagOf(salon)]);
    const category = await t.kit.collectionCategory().name('Słownikowe').create();
    const created = await t.call('/api/cms/collection/create', {
      method: 'POST',
      token: admin,
      json: { name: 'Etażerka', category_slug: category.slug, discount: 0 },
    });
    expect(created.ok).toBe(true);

    const fresh = await get(admin, adminTag);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('etag')).not.toBe(adminTag);
    const { collectionCategories } = dictionariesSchema.parse(await fresh.json());
    expect(collectionCategories?.find((c) => c.slug === category.slug)?.collections.map((c) => c.slug)).toEqual(['etazerka']);
    expect((await get(salon, salonTag)).status).toBe(304);

    // A discount change is shown in the administrators' dictionaries too.
    const tag = fresh.headers.get('etag')!;
    const discounts = await t.call('/api/cms/collection/discounts/etazerka', { method: 'PATCH', token: admin, json: { discount: 50, elements: [] } });
    expect(discounts.status).toBe(200);
    expect((await get(admin, tag)).status).toBe(200);
  });

  it('changes both variants with a write to the equipment', async () => {
    const [adminTag, salonTag] = await Promise.all([etagOf(admin), etagOf(salon)]);
    await t.kit.equipment('Podnóżek słownikowy');
    const [forAdmin, forSalon] = await Promise.all([get(admin, adminTag), get(salon, salonTag)]);
    expect([forAdmin.status, forSalon.status]).toEqual([200, 200]);
    expect(dictionariesSchema.parse(await forSalon.json()).equipment.map((e) => e.name)).toContain('Podnóżek słownikowy');
  });

  it('is the same on another API replica over the same database', async () => {
    const replica = createApi({ db: t.db, config: t.config, log: silentLogger, passwords: testPasswords });
    const onReplica = (ifNoneMatch: string) =>
      replica.request('/api/cms/dictionaries', { headers: { authorization: `Bearer ${admin}`, 'if-none-match': ifNoneMatch } });
    const tag = await etagOf(admin);
    expect((await onReplica(tag)).status).toBe(304);
    await t.kit.collection().name('Z repliki').create();
    expect((await onReplica(tag)).status).toBe(200);
  });
});
