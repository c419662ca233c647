import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@meble/domain/logger';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import type { OperationStore } from '@meble/gateway/persisted-operations';
import { insertFabric, insertFabricParameter } from '../../api/src/fabrics/fabrics.ts';
import { insertFabricFamily, setCollectionDefaultFabric } from '../../api/src/fabrics/families.ts';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';
import { TEST_JWT_SECRET } from '../kit/api.ts';
import { createTestGraph, roundCounter, type GraphResult, type TestGraph } from '../kit/graph.ts';
import { operationVariables, webQueries, type OperationFixtures } from '../kit/web-operations.ts';

/** A store that holds no operation: every document sent as text is the caller's own (GraphiQL, an integrator's). */
const NO_OPERATIONS: OperationStore = { byId: () => undefined, holds: () => false };

const ME = 'GET /api/users/me';

/**
 * Every query of the web's persisted operations (enumerated, never listed by hand) costs one round of REST calls, the
 * viewer included: sent by its id as the web sends it, and sent as text by a signed-in caller, whose token a gateway
 * holding the session key verifies itself.
 */
describe('one round of REST calls for every query the web sends', () => {
  let g: TestGraph;
  let admin: string;
  let fixtures: OperationFixtures;
  const counter = roundCounter((request, context) => Promise.resolve(g.t.api.fetch(request, { ...context })));
  let persisted: Gateway;
  let text: Gateway;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.tokenFor('admin');
    const seeded = await g.t.kit.collection().name('Jedna Runda').withElementCategories(2).create();
    const category = seeded.elementCategories[0]!;
    const elements = await g.t.kit.elements(seeded, category, 4);
    const kit = await g.t.kit.elementKit().inCollection(seeded).withElements([elements[0]!, elements[1]!]).name('Zestaw').create();
    const salon = await g.t.kit.user().salon('Salon Jednej Rundy').create();
    const configuration = await g.t.kit.clientConfiguration().inCollection(seeded).salon(salon).withLines(['BULK-0001']).create();
    await insertMissingTranslations(g.t.db, [{ key: 'label.one.round', pl: 'Jedna runda', en: 'One round' }]);
    const translation = await g.t.db.selectFrom('translations').select('id').where('key', '=', 'label.one.round').executeTakeFirstOrThrow();
    // A fabric family named as the collection, so the screens' one `$slug` names both; assigned with its default.
    await g.t.kit.files('texture', ['jedna-runda.png']);
    const family = await insertFabricFamily(g.t.db, { name: seeded.collection.name, descriptionPl: '', descriptionEn: '', priceGroupSlug: 'C', discount: 0, isActive: true });
    if ('slugTaken' in family) throw new Error('the fabric family of the one-round test exists already');
    const fabric = await insertFabric(g.t.db, family._id, { name: 'Tkanina Jednej Rundy', fileUrl: 'jedna-runda.png', thumbUrl: '', isActive: true, isDefault: true });
    if ('slugTaken' in fabric) throw new Error('the fabric of the one-round test exists already');
    const color = await insertFabricParameter(g.t.db, 'color', { name: 'Kolor Jednej Rundy', rgb: 'c8a27a', displayOrd: 1, isActive: true });
    if ('slugTaken' in color) throw new Error('the colour of the one-round test exists already');
    await g.t.db.transaction().execute((trx) => setCollectionDefaultFabric(trx, seeded.collection._id, family._id, fabric._id));
    const finish = await g.t.kit.finish().name('Dąb Jednej Rundy').texture('jedna-runda.png').symbol('DJR').assignedTo(seeded).create();
    fixtures = {
      slug: seeded.collection.slug,
      text: 'Jedna',
      nodes: {
        Collection: seeded.collection.slug,
        CollectionCategory: seeded.collection.category_slug,
        ElementCategory: category._id,
        Element: elements[0]!,
        Kit: kit._id,
        User: salon.user._id,
        ClientConfiguration: configuration._id,
        Translation: translation.id,
        FabricFamily: family.slug,
        Fabric: fabric._id,
        FabricColor: color._id,
        Finish: finish._id,
      },
    };
    persisted = createGateway({ upstream: counter.upstream, log: silentLogger });
    text = createGateway({ upstream: counter.upstream, log: silentLogger, persistedOperations: NO_OPERATIONS, sessionKey: TEST_JWT_SECRET });
  });
  afterAll(() => g.close());

  async function run(gateway: Gateway, body: Record<string, unknown>): Promise<{ result: GraphResult; rounds: string[][] }> {
    const answer = Promise.resolve(gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(body),
    }));
    const { value, rounds } = await counter.rounds(answer.then((response) => response.json() as Promise<GraphResult>));
    return { result: value, rounds };
  }

  /** Every root field answered (a node of the seeded record, not null for an id of the wrong type). */
  const answered = (result: GraphResult) => Object.entries(result.data ?? {}).filter(([, value]) => value === null).map(([field]) => field);

  it.each(webQueries())('%s, sent by its id: one round, no call for the viewer', async (_name, id, query) => {
    const { result, rounds } = await run(persisted, { documentId: id, variables: operationVariables(query, fixtures) });
    expect(result.errors).toBeUndefined();
    expect(answered(result)).toEqual([]);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).not.toContain(ME);
  });

  it.each(webQueries())('%s, sent as text by a signed-in caller: one round, no call for the viewer', async (_name, _id, query) => {
    const { result, rounds } = await run(text, { query, variables: operationVariables(query, fixtures) });
    expect(result.errors).toBeUndefined();
    expect(answered(result)).toEqual([]);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).not.toContain(ME);
  });

  it('node(id) reads ahead for its type: a collection category with its collections counted is one round too', async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on CollectionCategory { name collections { slug elementCount kitCount } } } }`;
    const { result, rounds } = await run(text, { query, variables: { id: encodeGlobalID('CollectionCategory', fixtures.nodes.CollectionCategory!) } });
    expect(result.errors).toBeUndefined();
    expect(answered(result)).toEqual([]);
    expect(rounds).toEqual([['GET /api/cms/collections', 'GET /api/cms/dictionaries']]);
    // Equipment comes with the dictionaries too (shared and frozen: the node is a copy of its entry).
    const equipment = await g.t.kit.equipment('Pojemnik na pościel');
    const item = await run(text, { query: 'query ($id: ID!) { node(id: $id) { ... on Equipment { name } } }', variables: { id: encodeGlobalID('Equipment', equipment._id) } });
    expect(item.result).toEqual({ data: { node: { name: 'Pojemnik na pościel' } } });
    expect(item.rounds).toEqual([['GET /api/cms/dictionaries']]);
  });
});
