import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../api/src/app.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';
import { csvLine, csvText } from '../kit/csv.ts';
import type { SeededCollection, SeededUser } from '../kit/seed.ts';

/**
 * The OpenAPI document tells the truth: every path it lists is called with real data (its success answers,
 * and its 400/401/403/404/409 where data can cause them), and every real answer must be one the document
 * declares for that status, valid against the schema declared there (types, required fields, nullability).
 * A client generated from the document (GraphQL Mesh, say) would otherwise fail on the field that lies.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }>; headers?: Record<string, { required?: boolean }> }>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_SLUG = 'nie-ma-takiej-kolekcji';
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

describe('the OpenAPI document against real answers', () => {
  let t: TestApi;
  let doc: OpenApiDocument;
  let admin: SeededUser;
  let adminToken: string;
  let salonToken: string;
  // OpenAPI 3.1 schemas are JSON Schema 2020-12.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  /** Per operation ("get /api/…"): the statuses it answered and what did not match the document. */
  const answered = new Map<string, Set<string>>();
  const problems = new Map<string, string[]>();

  const operationKey = (method: string, template: string) => `${method} ${template}`;
  const fill = (template: string, params: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? (name === 'slug' ? UNKNOWN_SLUG : UNKNOWN_ID)));

  /** Calls one operation and checks its answer against the document; answers the parsed body. */
  async function call(
    method: (typeof METHODS)[number],
    template: string,
    init: { params?: Record<string, string>; query?: string; json?: unknown; body?: string; token?: string | null; clientAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown }> {
    const key = operationKey(method, template);
    const operation = doc.paths[template]?.[method];
    if (!operation) throw new Error(`${key} is not in the document`);
    const token = init.token === undefined ? adminToken : (init.token ?? undefined);
    const path = fill(template, init.params ?? {}) + (init.query ? `?${init.query}` : '');
    const response = await t.call(path, { method: method.toUpperCase(), token, json: init.json, body: init.body, clientAddress: init.clientAddress, headers: init.headers });
    const status = String(response.status);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const text = await response.text();
    answered.set(key, (answered.get(key) ?? new Set()).add(status));
    const fail = (what: string) => problems.set(key, [...(problems.get(key) ?? []), `${status}: ${what}`]);
    const declared = operation.responses[status];
    if (!declared) {
      fail(`status not declared (declared: ${Object.keys(operation.responses).join(', ')})`);
      return { status: response.status, body: text };
    }
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && !response.headers.has(name)) fail(`header ${name} missing`);
    }
    // An answer declared without content (a 304) must come without a body.
    if (!declared.content) {
      if (text !== '') fail('a body where none is declared');
      return { status: response.status, body: text };
    }
    const media = declared.content[contentType];
    if (!media) {
      fail(`content type ${contentType} not declared (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`);
      return { status: response.status, body: text };
    }
    const body: unknown = contentType === 'application/json' ? JSON.parse(text) : text;
    if (media.schema) {
      const id = `${key} ${status} ${contentType}`;
      let validate = validators.get(id);
      if (!validate) validators.set(id, (validate = ajv.compile(media.schema)));
      if (!validate(body)) {
        for (const error of validate.errors ?? []) fail(`${error.instancePath || '(answer)'} ${error.message ?? ''} (${error.schemaPath})`);
      }
    }
    return { status: response.status, body };
  }

  const idOf = (body: unknown, ...path: string[]): string => {
    let value = body;
    for (const key of path) value = (value as Record<string, unknown>)[key];
    if (typeof value !== 'string') throw new Error(`no ${path.join('.')} in ${JSON.stringify(body).slice(0, 300)}`);
    return value;
  };

  beforeAll(async () => {
    t = await createTestApi();
    await t.kit.files('model', ['nowy.glb']);
    doc = (await (await t.call(OPENAPI_PATH)).json()) as OpenApiDocument;
    admin = await t.kit.user().admin().create();
    const salon = await t.kit.user().salon('Salon Prawdy').create();
    adminToken = await t.signIn(admin.email, admin.password);
    salonToken = await t.signIn(salon.email, salon.password);

    const category = await t.kit.collectionCategory().name('Sofy prawdy').create();
    const seeded: SeededCollection = await t.kit.collection().inCategory(category).name('Kolekcja prawdy').withElementCategories(2).create();
    const slug = seeded.collection.slug;
    const [used, unused] = seeded.elementCategories as [SeededCollection['elementCategories'][0], SeededCollection['elementCategories'][0]];
    const equipment = await t.kit.equipment('Funkcja spania prawdy');
    // An angled element with a bottom width, and a right-angled one without (dimb null): both shapes are answered.
    const angled = await t.kit.element().inCollection(seeded).inCategory(used).name('Narożnik prawdy').with({ angle: 45, dimb: 60.5 }).withEquipment([equipment]).create();
    const square = await t.kit.element().inCollection(seeded).inCategory(used).name('Moduł prawdy').priceA(100_000).create();
    const kit = await t.kit.elementKit().inCollection(seeded).name('Zestaw prawdy').withElements([angled, square]).create();

    // Sign-in and users.
    await call('post', '/api/authentication/sign-in', { token: null, json: { email: admin.email, password: admin.password } });
    await call('post', '/api/authentication/sign-in', { token: null, json: { email: admin.email, password: 'Złe-hasło-1' } });
    await call('get', '/api/users/me');
    await call('get', '/api/users/{id}', { params: { id: admin.user._id } });
    await call('get', '/api/users/list', { query: 'salons=false&limit=1' });
    await call('get', '/api/users/list', { query: 'cursor=nie-kursor' });
    const leaving = await t.kit.user().salon('Salon Odchodzący').create();
    await call('post', '/api/cms/user/delete/{id}', { params: { id: leaving.user._id } });
    await call('post', '/api/cms/user/delete/{id}', { params: { id: admin.user._id } });
    // Create user and change password; the changed user is a fresh one, so salonToken stays valid.
    const signUp = { name: 'Ewa Prawdy', email: 'salon.prawdy@example.test', city: 'Kalisz', password: 'Haslo-Prawdy-1', passwordRepeat: 'Haslo-Prawdy-1', salonName: 'Salon Prawdy 2' };
    const created = await call('post', '/api/authentication/sign-up', { json: signUp });
    await call('post', '/api/authentication/sign-up', { json: signUp });
    await call('post', '/api/authentication/changePassword', { json: { _id: idOf(created.body, '_id'), password: 'Nowe-Haslo-Prawdy', passwordRepeat: 'Nowe-Haslo-Prawdy' } });
    await call('post', '/api/authentication/changePassword', { json: { _id: idOf(created.body, '_id'), password: 'krotkie' } });
    await call('post', '/api/authentication/changePassword', { json: { _id: UNKNOWN_ID, password: 'Nowe-Haslo-Prawdy' } });
    // Edit a user (D28): saved, refused by a rule, unknown, and a salon user's refusal.
    const edit = { name: 'Ewa Prawdziwa', city: 'Konin', salonName: 'Salon Prawdy 3', salonPhone: '63 000 00 00', salonAddress: 'ul. Prawdy 1' };
    await call('patch', '/api/cms/user/update/{id}', { params: { id: idOf(created.body, '_id') }, json: edit });
    await call('patch', '/api/cms/user/update/{id}', { params: { id: idOf(created.body, '_id') }, json: { ...edit, city: 'K' } });
    await call('patch', '/api/cms/user/update/{id}', { params: { id: UNKNOWN_ID }, json: edit });
    await call('patch', '/api/cms/user/update/{id}', { params: { id: idOf(created.body, '_id') }, json: edit, token: salonToken });
    await call('get', '/api/cms/dictionaries');
    await call('get', '/api/cms/dictionaries', { token: salonToken });
    const dictionariesTag = (await t.call('/api/cms/dictionaries', { token: adminToken })).headers.get('etag') ?? '';
    await call('get', '/api/cms/dictionaries', { headers: { 'if-none-match': dictionariesTag } });

    // Collections and discounts.
    await call('get', '/api/cms/dashboard');
    await call('get', '/api/cms/dashboard', { token: salonToken });
    await call('get', '/api/cms/collections');
    await call('get', '/api/cms/collections', { token: salonToken });
    await call('get', '/api/cms/collection/{slug}', { params: { slug } });
    const made = await call('post', '/api/cms/collection/create', {
      json: { name: 'Kolekcja do prawdy', description: 'Opis', category_slug: category.slug, discount: 100, thumbUrl: '' },
    });
    await call('post', '/api/cms/collection/create', { json: { name: 'Kolekcja do prawdy', category_slug: category.slug, discount: 0 } });
    const madeId = idOf(made.body, '_id');
    await call('patch', '/api/cms/collection/update/{id}', {
      params: { id: madeId },
      json: { description: 'Nowy opis', category_slug: category.slug, thumbUrl: '', isActive: false },
    });
    await call('post', '/api/cms/collection/delete/{id}', { params: { id: madeId } });
    await call('patch', '/api/cms/collection/discounts/{id}', {
      params: { id: seeded.collection._id },
      json: { discount: 50, elements: [{ _id: square._id, discount: 10 }] },
    });
    await call('patch', '/api/cms/collection/discounts/{id}', { params: { id: seeded.collection._id }, json: { discount: 'dużo', elements: [] } });

    // Element categories.
    await call('get', '/api/cms/collection/{slug}/element-categories', { params: { slug } });
    await call('get', '/api/cms/element-category/{id}', { params: { id: used._id } });
    const category2 = await call('post', '/api/cms/element-category/create', { json: { collectionSlug: slug, name: 'Pufy prawdy', name_en: 'Poufs', displayOrd: 5 } });
    await call('patch', '/api/cms/element-category/update/{id}', {
      params: { id: idOf(category2.body, '_id') },
      json: { name: 'Pufy prawdy 2', name_en: '', displayOrd: 6, available: false },
    });
    await call('post', '/api/cms/element-category/delete/{id}', { params: { id: used._id } });
    await call('post', '/api/cms/element-category/delete/{id}', { params: { id: unused._id } });

    // Elements.
    await call('get', '/api/cms/collection/{slug}/elements', { params: { slug } });
    await call('get', '/api/cms/collection/{slug}/elements', { params: { slug }, query: 'filter=prawdy&limit=1&offset=1' });
    await call('get', '/api/cms/collection/{slug}/elements', { params: { slug }, query: 'limit=100000' });
    await call('get', '/api/cms/elements/search', { query: 'text=prawdy&limit=3' });
    await call('get', '/api/cms/elements/search', { query: 'text=p' });
    await call('get', '/api/cms/elements/search', { query: 'text=prawdy', token: salonToken });
    await call('get', '/api/cms/element/{id}', { params: { id: angled._id } });
    await call('get', '/api/cms/element/{id}', { params: { id: square._id } });
    const elementBody = {
      collectionSlug: slug,
      name: 'Nowy prawdy',
      file: 'nowy.glb',
      thumbUrl: '',
      categoryId: used._id,
      connect: 'l',
      angle: 30,
      dimb: 50,
      dx: 100,
      dy: 90,
      dz: 80,
      priceA: 120_000,
      equipment: [equipment._id],
    };
    const element = await call('post', '/api/cms/element/create', { json: elementBody });
    await call('post', '/api/cms/element/create', { json: elementBody });
    const elementId = idOf(element.body, 'element', '_id');
    const { collectionSlug: _slug, ...update } = elementBody;
    await call('patch', '/api/cms/element/update/{id}', { params: { id: elementId }, json: { ...update, angle: 90, dimb: null } });
    await call('patch', '/api/cms/element/discount/{id}', { params: { id: elementId }, json: { discount: 25 } });
    await call('post', '/api/cms/element/delete/{id}', { params: { id: angled._id } });
    await call('post', '/api/cms/element/delete/{id}', { params: { id: elementId } });

    // CSV.
    const lines = csvText([csvLine({ name: 'CSV prawdy 1', category: used.name }), csvLine({ name: 'CSV prawdy 2', category: used.name })]);
    await call('post', '/api/cms/collection/{slug}/elements/import', { params: { slug }, json: { csv: lines, dryRun: true } });
    await call('post', '/api/cms/collection/{slug}/elements/import', { params: { slug }, json: { csv: csvText([csvLine({ category: 'Nieznana' })]), dryRun: false } });
    await call('post', '/api/cms/collection/{slug}/elements/import', { params: { slug }, json: { csv: '', dryRun: false } });
    await call('post', '/api/cms/collection/{slug}/elements/import', { params: { slug }, json: { csv: lines, dryRun: false } });
    await call('get', '/api/cms/collection/{slug}/elements/export', { params: { slug } });

    // Kits.
    await call('get', '/api/cms/collection/{slug}/kits', { params: { slug } });
    await call('get', '/api/cms/kit/{id}', { params: { id: kit._id } });
    const newKit = await call('post', '/api/cms/kit/create', { json: { cSlug: slug, name: 'Nowy zestaw prawdy', ord: 2, elements: [square._id, square._id] } });
    const newKitId = idOf(newKit.body, 'kit', '_id');
    await call('patch', '/api/cms/kit/update/{id}', { params: { id: newKitId }, json: { name: 'Zestaw prawdy po zmianie', tinydesc: '', ord: '3', thumbUrl: '', isActive: true } });
    await call('patch', '/api/cms/kit/visibility/{id}', { params: { id: newKitId }, json: { isActive: false } });
    await call('post', '/api/cms/kit/add-element/{id}', { params: { id: newKitId }, json: { elementId: angled._id } });
    await call('post', '/api/cms/kit/remove-element/{id}', { params: { id: newKitId }, json: { elementId: angled._id } });
    await call('post', '/api/cms/kit/remove-element/{id}', { params: { id: newKitId }, json: { elementId: square._id } });
    await call('post', '/api/cms/kit/remove-element/{id}', { params: { id: newKitId }, json: { elementId: angled._id } });
    await call('post', '/api/cms/kit/delete/{id}', { params: { id: newKitId } });

    // Fabrics: a family, a fabric on an uploaded texture, its tags, the collection's assignment and default, the deletes.
    await t.kit.files('texture', ['prawda.png']);
    const family = await call('post', '/api/cms/collection/create-texture-collection', { json: { name: 'Welur prawdy', priceGroupSlug: 'C', discount: 5 } });
    const familyId = idOf(family.body, '_id');
    await call('get', '/api/cms/texture-collections');
    await call('get', '/api/cms/texture/{slug}', { params: { slug: 'welur-prawdy' } });
    await call('patch', '/api/cms/texture/update/{id}', { params: { id: familyId }, json: { descriptionPl: 'Miękki', descriptionEn: 'Soft', priceGroupSlug: 'D', discount: 0, isActive: true } });
    const fabric = await call('post', '/api/cms/collection/create-fabric', { json: { tcSlug: 'welur-prawdy', name: 'Beż prawdy', fileUrl: 'prawda.png', isDefault: true } });
    const fabricId = idOf(fabric.body, 'fabric', '_id');
    await call('get', '/api/cms/texture/fabric/{id}', { params: { id: fabricId } });
    await call('patch', '/api/cms/fabric/update/{id}', { params: { id: fabricId }, json: { name: 'Beż prawdy', fileUrl: 'prawda.png', thumbUrl: '', isActive: true, isDefault: true } });
    await call('get', '/api/cms/fabrics', { query: 'families=welur-prawdy' });
    const color = await call('post', '/api/cms/fabric-items/color', { json: { name: 'Beżowy prawdy', rgb: 'C8A27A', displayOrd: 1 } });
    await call('post', '/api/cms/fabric-items/type', { json: { name: 'Welur prawdy', displayOrd: 1 } });
    await call('post', '/api/cms/fabric-items/property', { json: { name: 'Wodoodporna prawdy', displayOrd: 1 } });
    await call('get', '/api/cms/fabric-items');
    await call('patch', '/api/cms/fabric-item/update/{id}', { params: { id: idOf(color.body, '_id') }, json: { objectType: 'color', isActive: false } });
    await call('post', '/api/cms/fabric-item/assign-color', { json: { fabricId, slug: 'bezowy-prawdy', assign: true } });
    await call('post', '/api/cms/fabric-item/assign-type', { json: { fabricId, slug: 'welur-prawdy', assign: true } });
    await call('post', '/api/cms/fabric-item/assign-property', { json: { fabricId, slug: 'wodoodporna-prawdy', assign: true } });
    await call('post', '/api/cms/collection-texture/assign', { json: { tcSlug: 'welur-prawdy', cSlug: slug, assigned: true } });
    await call('post', '/api/cms/collection-texture/default', { json: { tcSlug: 'welur-prawdy', cSlug: slug, defaultFabricId: fabricId } });
    await call('get', '/api/cms/texture-collection/{slug}', { params: { slug } });
    await call('post', '/api/cms/fabric/delete/{id}', { params: { id: fabricId } });
    await call('post', '/api/cms/fabric/delete/{id}', { params: { id: fabricId }, query: 'confirmed=true' });
    await call('post', '/api/cms/texture-collection/delete/{id}', { params: { id: familyId } });
    await call('post', '/api/cms/texture-collection/delete/{id}', { params: { id: familyId }, query: 'confirmed=true' });

    // Finishes: one of each kind on the uploaded texture, the spec's assignment calls, the catalogue's, the deletes.
    const leg = await call('post', '/api/cms/finishes/{kind}/create', { params: { kind: 'legs' }, json: { name: 'Dąb prawdy', type: 'w', texture: 'prawda.png', symbol: 'DP' } });
    const legId = idOf(leg.body, '_id');
    const elementFinish = await call('post', '/api/cms/finishes/{kind}/create', { params: { kind: 'elements' }, json: { name: 'Chrom prawdy', type: 'm', texture: 'prawda.png' } });
    await call('get', '/api/cms/finishes', { query: 'kind=legs' });
    await call('get', '/api/cms/finishes/{kind}/{id}', { params: { kind: 'legs', id: legId } });
    await call('patch', '/api/cms/finishes/{kind}/update/{id}', { params: { kind: 'legs', id: legId }, json: { name: 'Dąb prawdy', type: 'c', texture: 'prawda.png' } });
    await call('get', '/api/cms/leg-texture-collection');
    await call('post', '/api/cms/textures/legs/assign/', { json: { isAssigned: true, legColSlug: 'dab-prawdy', cSlug: slug } });
    await call('post', '/api/cms/textures/elements/assign/', { json: { isAssigned: true, elementColSlug: 'chrom-prawdy', cSlug: slug } });
    await call('get', '/api/cms/textures/legs/assigned/{slug}', { params: { slug } });
    await call('get', '/api/cms/textures/elements/assigned/{slug}', { params: { slug } });
    await call('post', '/api/cms/finishes/{kind}/delete/{id}', { params: { kind: 'legs', id: legId } });
    await call('post', '/api/cms/finishes/{kind}/delete/{id}', { params: { kind: 'legs', id: legId }, query: 'confirmed=true' });
    await call('post', '/api/cms/finishes/{kind}/delete/{id}', { params: { kind: 'elements', id: idOf(elementFinish.body, '_id') }, query: 'confirmed=true' });

    // Client configurations: the public intake, then the staff paths as an administrator and as a salon.
    const intake = {
      cSlug: slug,
      salon: null,
      customerEmail: 'klient@example.pl',
      kits: [{ name: 'Sofa', elements: [{ meshId: square.name, displayPrice: '1 000,00 zł' }, { meshId: 'USUNIĘTY' }] }],
    };
    const saved = await call('post', '/api/configurator/configurations', { token: null, json: intake, clientAddress: '10.9.0.1' });
    await call('post', '/api/configurator/configurations', { token: null, json: { ...intake, cSlug: UNKNOWN_SLUG }, clientAddress: '10.9.0.2' });
    const configurationId = idOf(saved.body, '_id');
    await call('get', '/api/cms/client/configurations');
    await call('get', '/api/cms/client/configurations', { token: salonToken, query: 'email=klient' });
    await call('get', '/api/cms/client/configurations', { query: 'cursor=nie-kursor' });
    await call('get', '/api/cms/client/configuration/{id}', { params: { id: configurationId } });
    await call('post', '/api/cms/client/configuration/delete/{id}', { params: { id: configurationId } });

    // Translations.
    await insertMissingTranslations(t.db, [
      { key: 'prawda.button.save', pl: 'Zapisz', en: 'Save' },
      { key: 'prawda.label.width', pl: 'Szerokość', en: 'Width' },
    ]);
    const translations = await call('get', '/api/cms/settings/translations', { query: 'filter=prawda&limit=1' });
    await call('get', '/api/cms/settings/translations', { query: `cursor=${idOf(translations.body, 'data', 'nextCursor')}` });
    await call('get', '/api/cms/settings/translations', { query: 'cursor=nie-kursor' });
    const translationId = idOf(translations.body, 'data', 'translations', '0', '_id');
    await call('get', '/api/cms/settings/translation/{id}', { params: { id: translationId } });
    await call('patch', '/api/cms/settings/translation/update/{id}', { params: { id: translationId }, json: { pl: 'Zapisz zmiany', en: 'Save changes' } });
    await call('patch', '/api/cms/settings/translation/update/{id}', { params: { id: translationId }, json: { pl: '', en: 'Save' } });

    // Files: the lookups, a refused and a stale delete of a file in use, a payload naming another file, a delete.
    const picture = await t.kit.file().kind('collection').name('prawda.jpg').create();
    await t.db.updateTable('collections').set({ thumb_url: 'prawda.jpg' }).where('id', '=', seeded.collection._id).execute();
    await call('get', '/api/cms/files', { query: 'kind=collection&limit=1' });
    await call('get', '/api/cms/files', { query: 'after=nie-kursor' });
    await call('get', '/api/images/list', { query: 'after=nie-kursor' });
    await call('get', '/api/cms/files/search', { query: 'type=collections&phrase=prawda' });
    await call('get', '/api/cms/files/uses', { query: `ids=${picture._id}` });
    await call('get', '/api/cms/files/{id}', { params: { id: picture._id } });
    await call('post', '/api/upload/cloud/files/delete/{id}', { params: { id: picture._id }, json: {} });
    await call('post', '/api/upload/cloud/files/delete/{id}', { params: { id: picture._id }, json: { version: 9 } });
    await call('post', '/api/upload/cloud/files/delete/{id}', { params: { id: picture._id }, json: { fileType: 'model' } });
    const loose = await t.kit.file().kind('image').name('luzny-prawdy.png').create();
    await call('post', '/api/upload/cloud/files/delete/{id}', { params: { id: loose._id }, json: { _id: loose._id, fileType: 'image', fileName: 'luzny-prawdy.png' } });

    // Uploads (multipart, field `file`): one small file per kind, and a refused one; tus is not an OpenAPI operation.
    const form = (filename: string, content: string) => ({
      headers: { 'content-type': 'multipart/form-data; boundary=prawda' },
      body: `--prawda\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--prawda--\r\n`,
    });
    const uploadedSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
    await call('post', '/api/upload/cloud/image', form('prawda.svg', uploadedSvg));
    await call('post', '/api/upload/cloud/icon', form('prawda.svg', uploadedSvg));
    await call('post', '/api/upload/cloud/collection', form('prawda.svg', uploadedSvg));
    await call('post', '/api/upload/cloud/texture', form('prawda.gif', 'GIF89a'));
    await call('post', '/api/upload/cloud/model', form('prawda.bin', '0123456789'));
    await call('post', '/api/upload/cloud/model', form('prawda.exe', '0123456789'));
    await call('post', '/api/upload/cloud/image', form('prawda.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));

    // Versions and the history (D29): stale writes answer CONFLICT, the configuration's delete above is undone.
    await call('patch', '/api/cms/settings/translation/update/{id}', { params: { id: translationId }, json: { pl: 'Zapisz', en: 'Save', version: 1 } });
    await call('post', '/api/cms/user/delete/{id}', { params: { id: idOf(created.body, '_id') }, headers: { 'if-match': '"1"' } });
    const history = await call('get', '/api/cms/history', { query: `kind=clientConfiguration&recordId=${configurationId}` });
    await call('get', '/api/cms/history', { query: 'after=nie-kursor' });
    await call('post', '/api/cms/history/undo/{id}', { params: { id: idOf(history.body, 'entries', '0', '_id') }, json: {} });
    await call('post', '/api/cms/history/undo/{id}', { params: { id: idOf(history.body, 'entries', '0', '_id') }, json: {} });
    await call('post', '/api/cms/client/configuration/delete/{id}', { params: { id: configurationId }, headers: { 'if-match': '"1"' } });

    // Every operation without a token, as a salon user, and as an administrator with unknown ids and an empty body.
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        if (!item[method]) continue;
        const json = method === 'get' ? undefined : {};
        await call(method, template, { token: null, json, clientAddress: '10.9.1.1' });
        await call(method, template, { token: salonToken, json, clientAddress: '10.9.1.2' });
        await call(method, template, { json, clientAddress: '10.9.1.3' });
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  it('is OpenAPI 3.1 (JSON Schema 2020-12 schemas, nullability as type lists)', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  const operations = (): string[] =>
    Object.entries(doc.paths).flatMap(([template, item]) => METHODS.filter((method) => item[method]).map((method) => operationKey(method, template)));

  it('lists no operation this test does not call with real data', () => {
    const successful = operations().filter((key) => [...(answered.get(key) ?? [])].some((status) => status.startsWith('2')));
    expect(successful).toEqual(operations());
  });

  it('answers every operation only as the document declares it', () => {
    const wrong = Object.fromEntries(operations().flatMap((key) => (problems.get(key) ? [[key, problems.get(key)]] : [])));
    expect(wrong).toEqual({});
  });
});
