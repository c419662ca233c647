import { messages } from '@meble/domain/messages';
import {
  TRANSLATION_TEXT_MAX,
  TRANSLATIONS_PAGE_MAX,
  TRANSLATIONS_PAGE_SIZE,
  translationDetailSchema,
  translationListSchema,
  translationSchema,
  type Translation,
} from '@meble/domain/translation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMissingTranslations } from '../../api/src/translations/repository.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('translations over REST', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let save: Translation;
  beforeAll(async () => {
    t = await createTestApi();
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon Tłumaczeń').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
    await insertMissingTranslations(t.db, [
      { key: 'button.save', pl: 'Zapisz', en: 'Save' },
      { key: 'button.Share', pl: 'Udostępnij', en: 'Share' },
      { key: 'label.width', pl: 'Szerokość', en: 'Width' },
      { key: 'label.price_100%', pl: 'Cena', en: 'Price' },
      { key: 'message.saved', pl: 'Zapisano', en: 'Saved' },
    ]);
    save = (await listOf('filter=button.save')).translations[0]!;
  });
  afterAll(() => t.close());

  const list = (query = '', token = admin) => t.call(`/api/cms/settings/translations${query ? `?${query}` : ''}`, { token });
  const listOf = async (query = '') => {
    const response = await list(query);
    expect(response.status).toBe(200);
    return translationListSchema.strict().parse(await response.json()).data;
  };
  const keysOf = async (query = '') => (await listOf(query)).translations.map((row) => row.key);
  const get = (id: string, token = admin) => t.call(`/api/cms/settings/translation/${id}`, { token });
  const update = (id: string, json: unknown, token = admin) => t.call(`/api/cms/settings/translation/update/${id}`, { method: 'PATCH', json, token });
  const stored = async (id: string) => translationDetailSchema.strict().parse(await (await get(id)).json()).translation;

  describe('GET /api/cms/settings/translations', () => {
    it('answers every translation by key under data.translations, with the count and no next page', async () => {
      const response = await list();
      const body = (await response.json()) as { data: Record<string, unknown> };
      expect(Object.keys(body)).toEqual(['data']);
      expect(Object.keys(body.data)).toEqual(['translations', 'totalCount', 'nextCursor']);
      const page = translationListSchema.parse(body).data;
      for (const row of page.translations) translationSchema.strict().parse(row);
      // Byte-wise order: upper case before lower case, whatever the database's locale.
      expect(page.translations.map((row) => row.key)).toEqual(['button.Share', 'button.save', 'label.price_100%', 'label.width', 'message.saved']);
      expect(page.translations[1]).toEqual({ _id: save._id, key: 'button.save', pl: 'Zapisz', en: 'Save', version: 1 });
      expect([page.totalCount, page.nextCursor]).toEqual([5, null]);
    });

    it('filters from 3 characters as a part of the key or of either text, case and Polish letters ignored; shorter phrases are ignored', async () => {
      expect(await keysOf('filter=lab')).toEqual(['label.price_100%', 'label.width']);
      expect(await keysOf('filter=.sav')).toEqual(['button.save', 'message.saved']);
      expect(await keysOf('filter=Sha')).toEqual(['button.Share']);
      expect(await keysOf('filter=sha')).toEqual(['button.Share']);
      expect(await keysOf('filter=LABEL')).toEqual(['label.price_100%', 'label.width']);
      expect((await listOf('filter=la')).totalCount).toBe(5);
      expect((await listOf(`filter=${encodeURIComponent('  ')}`)).totalCount).toBe(5);
      // Trimmed; % and _ are plain characters, not patterns.
      expect(await keysOf(`filter=${encodeURIComponent(' width ')}`)).toEqual(['label.width']);
      expect(await keysOf(`filter=${encodeURIComponent('_100%')}`)).toEqual(['label.price_100%']);
      expect(await keysOf(`filter=${encodeURIComponent('e_w')}`)).toEqual([]);
      expect((await listOf('filter=label')).totalCount).toBe(2);
    });

    it('finds a translation by its Polish or English text, case and Polish letters folded (D27)', async () => {
      // The Polish text only: no key or English text holds these.
      expect(await keysOf('filter=cena')).toEqual(['label.price_100%']);
      expect(await keysOf(`filter=${encodeURIComponent('SZEROKOSC')}`)).toEqual(['label.width']);
      expect(await keysOf('filter=udostepnij')).toEqual(['button.Share']);
      expect(await keysOf('filter=zapis')).toEqual(['button.save', 'message.saved']);
      await insertMissingTranslations(t.db, [{ key: 'dialog.exit', pl: 'Zamknij okno', en: 'Close the window' }]);
      try {
        expect(await keysOf('filter=zamknij')).toEqual(['dialog.exit']);
        expect(await keysOf(`filter=${encodeURIComponent('ZAMKNIJ OKNO')}`)).toEqual(['dialog.exit']);
        // The English text only.
        expect(await keysOf(`filter=${encodeURIComponent('the WINDOW')}`)).toEqual(['dialog.exit']);
        expect((await listOf('filter=window')).totalCount).toBe(1);
      } finally {
        await t.db.deleteFrom('translations').where('key', '=', 'dialog.exit').execute();
      }
    });

    it('pages by keyset: each key once, in order, the count of every match on every page', async () => {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof listOf>> = await listOf(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.totalCount).toBe(5);
        pages.push(page.translations.map((row) => row.key));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(pages).toEqual([['button.Share', 'button.save'], ['label.price_100%', 'label.width'], ['message.saved']]);
      // With the filter: the cursor continues within the matches.
      const first = await listOf('filter=label&limit=1');
      expect([first.translations.map((row) => row.key), first.totalCount]).toEqual([['label.price_100%'], 2]);
      expect(await keysOf(`filter=label&limit=1&cursor=${first.nextCursor}`)).toEqual(['label.width']);
    });

    it(`refuses a malformed cursor or page size (400) and pages by ${TRANSLATIONS_PAGE_SIZE} by default`, async () => {
      const cases: [string, string][] = [
        ['cursor=nie-kursor', messages.invalidRequest],
        ['cursor=%2B%2B%2B', messages.invalidRequest],
        ...['limit=0', 'limit=101'].map((query): [string, string] => [query, messages.pageLimitInvalid(TRANSLATIONS_PAGE_MAX)]),
        // Not a number at all: a client bug, the generic message, as on every list.
        ['limit=abc', messages.invalidRequest],
      ];
      for (const [query, message] of cases) {
        const response = await list(query);
        expect(response.status, query).toBe(400);
        expect(((await response.json()) as { message: string }).message, query).toBe(message);
      }
      const many = await createTestApi();
      try {
        await insertMissingTranslations(many.db, Array.from({ length: 30 }, (_, i) => ({ key: `key.${String(i).padStart(2, '0')}`, pl: 'pl', en: 'en' })));
        const a = await many.kit.user().admin().create();
        const token = await many.signIn(a.email, a.password);
        const page = translationListSchema.parse(await (await many.call('/api/cms/settings/translations', { token })).json()).data;
        expect([page.translations.length, page.totalCount, page.nextCursor !== null]).toEqual([TRANSLATIONS_PAGE_SIZE, 30, true]);
      } finally {
        await many.close();
      }
    });
  });

  describe('GET /api/cms/settings/translation/{id}', () => {
    it('answers one translation, 404 for an unknown or malformed id', async () => {
      expect(await stored(save._id)).toEqual(save);
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await get(id);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  describe('PATCH /api/cms/settings/translation/update/{id}', () => {
    it('changes pl and en (trimmed), never the key, and answers the translation', async () => {
      const target = (await listOf('filter=message.saved')).translations[0]!;
      const response = await update(target._id, { pl: '  Zapisano zmiany ', en: 'Changes saved', key: 'inny.klucz' });
      expect(response.status).toBe(200);
      const answer = translationSchema.strict().parse(await response.json());
      expect(answer).toEqual({ _id: target._id, key: 'message.saved', pl: 'Zapisano zmiany', en: 'Changes saved', version: 2 });
      expect(await stored(target._id)).toEqual(answer);
      const longest = 'ą'.repeat(TRANSLATION_TEXT_MAX);
      expect((await update(target._id, { pl: longest, en: longest })).status).toBe(200);
      expect(await stored(target._id)).toMatchObject({ pl: longest, en: longest });
    });

    it('refuses each broken rule with its Polish message next to the field, and writes nothing', async () => {
      const before = await stored(save._id);
      const tooLong = 'x'.repeat(TRANSLATION_TEXT_MAX + 1);
      const cases: [unknown, string, string][] = [
        [{ pl: '', en: 'Save' }, 'pl', messages.translationPlRequired],
        [{ pl: '   ', en: 'Save' }, 'pl', messages.translationPlRequired],
        [{ en: 'Save' }, 'pl', messages.translationPlRequired],
        [{ pl: 'Zapisz', en: '' }, 'en', messages.translationEnRequired],
        [{ pl: 'Zapisz', en: null }, 'en', messages.translationEnRequired],
        [{ pl: tooLong, en: 'Save' }, 'pl', messages.tooLong(TRANSLATION_TEXT_MAX)],
        [{ pl: 'Zapisz', en: tooLong }, 'en', messages.tooLong(TRANSLATION_TEXT_MAX)],
        [{ pl: 'Zap\u0000isz', en: 'Save' }, 'pl', messages.unstorableText],
        [{ pl: 'Zapisz', en: 'Sa\ud800ve' }, 'en', messages.unstorableText],
        [{ pl: 'Zapisz', en: 'Save\udc00' }, 'en', messages.unstorableText],
      ];
      for (const [json, field, message] of cases) {
        const response = await update(save._id, json);
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect(await response.json(), JSON.stringify(json)).toEqual({ message, errors: [{ field, message }] });
      }
      expect(await stored(save._id)).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nie-uuid']) {
        const response = await update(id, { pl: 'Zapisz', en: 'Save' });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    });
  });

  it('is for administrators only (D14): a salon user gets 403 on every path and changes nothing; no session 401', async () => {
    const before = await stored(save._id);
    const calls = [list('', salon), list('filter=button', salon), get(save._id, salon), update(save._id, { pl: 'Salon', en: 'Salon' }, salon)];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: messages.forbidden });
    }
    expect((await t.call('/api/cms/settings/translations')).status).toBe(401);
    expect((await t.call(`/api/cms/settings/translation/update/${save._id}`, { method: 'PATCH', json: { pl: 'A', en: 'B' } })).status).toBe(401);
    expect(await stored(save._id)).toEqual(before);
  });
});
