import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { TRANSLATION_TEXT_MAX, TRANSLATIONS_PAGE_SIZE } from '@meble/domain/translation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';
import { callShapes, counted, createTestGraph, type TestGraph } from '../kit/graph.ts';

const LIST = `query ($filter: String, $first: Int, $after: String) {
  translations(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id key pl en } }
    pageInfo { hasNextPage endCursor }
  }
}`;
interface ListResult {
  translations: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; key: string; pl: string; en: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}
const UPDATE = `mutation ($id: ID!, $input: TranslationFields!) {
  updateTranslation(id: $id, input: $input) {
    __typename
    ... on TranslationPayload { translation { id key pl en } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on Translation { key pl en } } }`;

describe('translations through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;
  let saveId: string;

  beforeAll(async () => {
    g = await createTestGraph();
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
    await insertMissingTranslations(g.t.db, [
      { key: 'button.save', pl: 'Zapisz', en: 'Save' },
      { key: 'button.Share', pl: 'Udostępnij', en: 'Share' },
      { key: 'label.width', pl: 'Szerokość', en: 'Width' },
      { key: 'label.depth', pl: 'Głębokość', en: 'Depth' },
    ]);
    const { data } = await counted<ListResult>(g, admin, LIST, { filter: 'button.save' });
    saveId = data.translations.edges[0]!.node.id;
  });
  afterAll(() => g.close());

  const keysOf = (data: ListResult) => data.translations.edges.map((edge) => edge.node.key);

  it('lists by key with the count, filtered from 3 characters (case and Polish letters folded), in one REST call per page', async () => {
    const all = await counted<ListResult>(g, admin, LIST, {});
    expect(all.data.translations.edges).toHaveLength(Math.min(4, TRANSLATIONS_PAGE_SIZE));
    expect(keysOf(all.data)).toEqual(['button.Share', 'button.save', 'label.depth', 'label.width']);
    expect(all.data.translations.totalCount).toBe(4);
    expect(all.calls).toEqual(['GET /api/cms/settings/translations']);

    const filtered = await counted<ListResult>(g, admin, LIST, { filter: 'label' });
    expect([keysOf(filtered.data), filtered.data.translations.totalCount]).toEqual([['label.depth', 'label.width'], 2]);
    expect(keysOf((await counted<ListResult>(g, admin, LIST, { filter: 'Sha' })).data)).toEqual(['button.Share']);
    expect(keysOf((await counted<ListResult>(g, admin, LIST, { filter: 'LABEL' })).data)).toEqual(['label.depth', 'label.width']);
    // Under 3 characters the filter is not applied.
    const short = await counted<ListResult>(g, admin, LIST, { filter: 'la' });
    expect(short.data.translations.totalCount).toBe(4);
    expect(short.calls).toEqual(['GET /api/cms/settings/translations']);
  });

  it('pages forward with the edge cursors, one REST call per page whatever its size', async () => {
    const first = await counted<ListResult>(g, admin, LIST, { first: 3 });
    expect(keysOf(first.data)).toEqual(['button.Share', 'button.save', 'label.depth']);
    expect(first.data.translations.pageInfo.hasNextPage).toBe(true);
    expect(first.shapes).toEqual(['GET /api/cms/settings/translations']);
    const next = await counted<ListResult>(g, admin, LIST, { first: 3, after: first.data.translations.pageInfo.endCursor });
    expect(keysOf(next.data)).toEqual(['label.width']);
    expect([next.data.translations.pageInfo.hasNextPage, next.data.translations.totalCount]).toEqual([false, 4]);
    expect(next.calls).toHaveLength(1);
  });

  it('first: 0 answers no edges but the count of every match and whether rows follow, in one call', async () => {
    const EMPTY = `query ($filter: String, $after: String) {
      translations(filter: $filter, first: 0, after: $after) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
    }`;
    type Empty = { translations: { totalCount: number; edges: unknown[]; pageInfo: Record<string, unknown> } };
    const none = await counted<Empty>(g, admin, EMPTY, {});
    expect(none.data.translations).toEqual({ totalCount: 4, edges: [], pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null } });
    expect(none.calls).toEqual(['GET /api/cms/settings/translations']);
    expect((await counted<Empty>(g, admin, EMPTY, { filter: 'label' })).data.translations.totalCount).toBe(2);
    const last = (await counted<ListResult>(g, admin, LIST, {})).data.translations.pageInfo.endCursor;
    expect((await counted<Empty>(g, admin, EMPTY, { after: last })).data.translations).toMatchObject({
      totalCount: 4,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('does not grow its calls with the list: 1,000 translations are one call too', async () => {
    const big = await createTestGraph();
    try {
      await insertMissingTranslations(big.t.db, Array.from({ length: 1000 }, (_, i) => ({ key: `key.${String(i).padStart(4, '0')}`, pl: 'pl', en: 'en' })));
      const token = await big.tokenFor('admin');
      const page = await counted<ListResult>(big, token, LIST, { first: 100 });
      expect([page.data.translations.edges.length, page.data.translations.totalCount]).toEqual([100, 1000]);
      expect(page.calls).toHaveLength(1);
    } finally {
      await big.close();
    }
  });

  it('reads one translation by node(id)', async () => {
    const { data, calls } = await counted<{ node: unknown }>(g, admin, NODE, { id: saveId });
    expect(data.node).toEqual({ __typename: 'Translation', key: 'button.save', pl: 'Zapisz', en: 'Save' });
    expect(callShapes(calls)).toEqual(['GET /api/cms/settings/translation/{id}']);
  });

  it('updates pl and en (trimmed) and answers the translation; the key stays', async () => {
    const { data, calls } = await counted<{ updateTranslation: unknown }>(g, admin, UPDATE, { id: saveId, input: { pl: ' Zapisz zmiany ', en: 'Save changes' } });
    expect(data.updateTranslation).toEqual({ __typename: 'TranslationPayload', translation: { id: saveId, key: 'button.save', pl: 'Zapisz zmiany', en: 'Save changes' } });
    expect(callShapes(calls)).toEqual(['GET /api/users/me', 'PATCH /api/cms/settings/translation/update/{id}']);
  });

  it('refuses each broken rule with the Polish message at its field and calls no write', async () => {
    const before = (await counted<{ node: unknown }>(g, admin, NODE, { id: saveId })).data.node;
    const tooLong = 'x'.repeat(TRANSLATION_TEXT_MAX + 1);
    const cases: [Record<string, string>, string, string][] = [
      [{ pl: '', en: 'Save' }, 'pl', messages.translationPlRequired],
      [{ pl: '  ', en: 'Save' }, 'pl', messages.translationPlRequired],
      [{ pl: 'Zapisz', en: '' }, 'en', messages.translationEnRequired],
      [{ pl: tooLong, en: 'Save' }, 'pl', messages.tooLong(TRANSLATION_TEXT_MAX)],
      [{ pl: 'Zapisz', en: tooLong }, 'en', messages.tooLong(TRANSLATION_TEXT_MAX)],
      [{ pl: 'Za\u0000pisz', en: 'Save' }, 'pl', messages.unstorableText],
      [{ pl: 'Zapisz', en: 'Sa\ud800ve' }, 'en', messages.unstorableText],
    ];
    for (const [input, field, message] of cases) {
      const { data, calls } = await counted<{ updateTranslation: unknown }>(g, admin, UPDATE, { id: saveId, input });
      expect(data.updateTranslation, JSON.stringify(input)).toEqual({ __typename: 'ValidationError', message, fieldErrors: [{ field, message }] });
      expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
    }
    expect((await counted<{ node: unknown }>(g, admin, NODE, { id: saveId })).data.node).toEqual(before);
  });

  it('answers NotFoundError for an unknown translation', async () => {
    const unknown = encodeGlobalID('Translation', '00000000-0000-4000-8000-000000000000');
    const { data } = await counted<{ updateTranslation: unknown }>(g, admin, UPDATE, { id: unknown, input: { pl: 'A', en: 'B' } });
    expect(data.updateTranslation).toEqual({ __typename: 'NotFoundError', message: messages.notFound });
  });

  it('is for administrators only: FORBIDDEN for a salon user (nothing written), UNAUTHENTICATED without a session', async () => {
    const before = (await counted<{ node: unknown }>(g, admin, NODE, { id: saveId })).data.node;
    const list = await g.graph(LIST, {}, salon);
    expect([list.data, list.errors?.[0]?.extensions?.code, list.errors?.[0]?.message]).toEqual([null, 'FORBIDDEN', messages.forbidden]);
    const update = await g.graph(UPDATE, { id: saveId, input: { pl: 'Salon', en: 'Salon' } }, salon);
    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const node = await g.graph<{ node: unknown }>(NODE, { id: saveId }, salon);
    expect(node.data?.node ?? null).toBeNull();
    expect((await g.graph(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await counted<{ node: unknown }>(g, admin, NODE, { id: saveId })).data.node).toEqual(before);
  });
});
