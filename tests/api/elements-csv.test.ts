import { CSV_HEADER, CSV_MAX_ELEMENTS, CSV_MAX_MEGABYTES, csvImportReportSchema, parseCsv, type CsvImportReport } from '@meble/domain/csv';
import { elementDetailSchema, elementSchema, type Element, type ElementFields } from '@meble/domain/element';
import type { ElementCategory } from '@meble/domain/element-category';
import { messages } from '@meble/domain/messages';
import type { Kysely, KyselyPlugin, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi } from '../../api/src/app.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { ELEMENTS_IMPORT_MAX_BYTES } from '../../api/src/routes/elements-csv.ts';
import { seedScale } from '../../api/src/seed/scale.ts';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { bulkCsvLines, csvLine, csvText, VALID_CSV_CELLS } from '../kit/csv.ts';
import type { SeededCollection } from '../kit/seed.ts';

const refusalSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.literal('csv'), message: z.string() }).strict()).length(1),
    report: csvImportReportSchema.strict(),
  })
  .strict();
const listSchema = z.object({ elements: z.array(elementSchema), totalCount: z.number().int() });
const BIG = 120_000;

/** Every stored field but those that differ between two collections by nature; the category by its name. */
function comparable(element: Element, categories: readonly { _id: string; name: string }[]) {
  const { _id, collectionSlug, discount, categoryId, ...rest } = element;
  return { ...rest, category: categories.find((category) => category._id === categoryId)?.name };
}

describe('elements CSV import and export over REST (D20, D21)', () => {
  let t: TestApi;
  let admin: string;
  let salon: string;
  let sleeping: { _id: string; name: string };
  let storage: { _id: string; name: string };

  beforeAll(async () => {
    t = await createTestApi();
    await Promise.all([t.kit.files('model', [VALID_CSV_CELLS.file ?? '', ...Array.from({ length: 50 }, (_, i) => `imp-${i}.glb`)]), t.kit.files('icon', [VALID_CSV_CELLS.thumbUrl ?? ''])]);
    const [a, s] = await Promise.all([t.kit.user().admin().create(), t.kit.user().salon('Salon CSV').create()]);
    [admin, salon] = await Promise.all([t.signIn(a.email, a.password), t.signIn(s.email, s.password)]);
    sleeping = await t.kit.equipment('Funkcja spania', 1);
    storage = await t.kit.equipment('Pojemnik na pościel', 2);
  });
  afterAll(() => t.close());

  /** A new collection with element categories of these names (displayOrd in this order). */
  async function collectionWith(names: readonly string[] = ['Narożniki', 'Siedziska']): Promise<SeededCollection> {
    const seeded = await t.kit.collection().create();
    for (const [i, name] of names.entries()) {
      seeded.elementCategories.push(await t.kit.elementCategory().inCollection(seeded).name(name).displayOrd(i + 1).create());
    }
    return seeded;
  }
  const importCsv = (slug: string, csv: string, dryRun: boolean, token = admin) =>
    t.call(`/api/cms/collection/${encodeURIComponent(slug)}/elements/import`, { json: { csv, dryRun }, token });
  const exportCsv = (slug: string, token = admin) => t.call(`/api/cms/collection/${encodeURIComponent(slug)}/elements/export`, { token });
  async function report(response: Response, status = 200): Promise<CsvImportReport> {
    expect(response.status, await response.clone().text().then((text) => text.slice(0, 500))).toBe(status);
    return csvImportReportSchema.strict().parse(await response.json());
  }
  async function refusal(response: Response) {
    expect(response.status, await response.clone().text().then((text) => text.slice(0, 500))).toBe(400);
    const body = refusalSchema.parse(await response.json());
    expect(body.errors[0]!.message).toBe(body.message);
    expect(body.report).toMatchObject({ dryRun: false, created: 0 });
    expect(body.report.problemCount).toBeGreaterThan(0);
    return body;
  }
  /** The body as sent, BOM included (Response.text() would drop it). */
  const textOf = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  async function elementsOf(slug: string): Promise<Element[]> {
    const response = await t.call(`/api/cms/collection/${slug}/elements?limit=500`, { token: admin });
    expect(response.status).toBe(200);
    return listSchema.parse(await response.json()).elements;
  }

  describe('POST /api/cms/collection/{slug}/elements/import', () => {
    it("answers 'Pusty ciąg znaków' for an empty text: in the report of a dry run, as the 400 message of an import", async () => {
      const { collection } = await collectionWith();
      expect(await report(await importCsv(collection.slug, '', true))).toEqual({
        dryRun: true,
        created: 0,
        problemCount: 1,
        textProblems: [{ line: null, column: null, columnLabel: null, message: messages.csvEmpty }],
        lines: [],
      });
      for (const csv of ['', '\uFEFF\r\n  \r\n', `${CSV_HEADER}\r\n`]) {
        const body = await refusal(await importCsv(collection.slug, csv, false));
        expect(body.message).toBe('Pusty ciąg znaków');
      }
    });

    it("answers 'Ilość kolumn nie zgadza się.' for a line of 27 columns, naming its line, and writes nothing", async () => {
      const { collection } = await collectionWith();
      const short = csvLine({ name: 'CSV-KRÓTKI' }).split(';').slice(0, 27).join(';');
      const before = await t.kit.catalogueRowCounts();
      const body = await refusal(await importCsv(collection.slug, csvText([csvLine({ name: 'CSV-A' }), short, csvLine({ name: 'CSV-B' })]), false));
      expect(body.message).toBe('Wiersz 3: Ilość kolumn nie zgadza się.');
      expect(body.report.problemCount).toBe(1);
      expect(body.report.lines.map((line) => [line.line, line.name, line.problems.length])).toEqual([
        [2, 'CSV-A', 0],
        [3, 'CSV-KRÓTKI', 1],
        [4, 'CSV-B', 0],
      ]);
      expect(body.report.lines[1]!.problems[0]).toEqual({ line: 3, column: null, columnLabel: null, message: messages.csvColumnCount });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('reads BOM, CRLF, the header, quoted cells with ; and "", decimal-comma prices, tak/anything else, formula-like text', async () => {
      const seeded = await collectionWith();
      const [corners, seats] = seeded.elementCategories as [ElementCategory, ElementCategory];
      const csv = csvText(
        [
          csvLine({
            name: 'CSV-Cytat',
            category: 'narożniki',
            description: '"Opis; z ""cudzysłowem"" i średnikiem"',
            tinydesc: '"wiele\r\nlinii"',
            priceA: '1234,50',
            priceB: '1 300,5',
            priceI: '2000.99',
            available: 'TAK',
            isDefault: 'tak',
            connectLeft: 'tak',
            connectRight: 'nie',
            equipment: 'Pojemnik na pościel, funkcja spania',
          }),
          '',
          csvLine({
            name: '=2+3',
            category: 'Siedziska',
            description: '+48 600 100 200',
            descriptionEn: '-5%',
            tinydesc: '@dom',
            tinydescEn: '"=HYPERLINK(""http://zło.pl"")"',
            available: 'nie',
            isDefault: 'yes',
            connectLeft: '',
            connectRight: 'tak',
            angle: '45',
            dimb: '60,5',
            priceA: '99',
            priceB: '',
            priceI: '',
            displayOrd: '',
          }),
        ],
        { bom: true, eol: '\r\n' },
      );
      const written = await report(await importCsv(seeded.collection.slug, csv, false));
      expect(written).toMatchObject({ dryRun: false, created: 2, problemCount: 0, textProblems: [] });
      expect(written.lines).toEqual([
        { line: 2, name: 'CSV-Cytat', problems: [] },
        { line: 5, name: '=2+3', problems: [] },
      ]);
      const stored = await elementsOf(seeded.collection.slug);
      expect(stored.map((e) => e.name)).toEqual(['=2+3', 'CSV-Cytat']);
      const [formula, quoted] = stored as [Element, Element];
      expect(quoted).toMatchObject({
        categoryId: corners._id,
        description: 'Opis; z "cudzysłowem" i średnikiem',
        tinydesc: 'wiele\r\nlinii',
        priceA: 123450,
        priceB: 130050,
        priceC: null,
        priceI: 200099,
        available: true,
        isDefault: true,
        connect: 'l',
        dy: 95.5,
        displayOrd: 1,
        equipment: [sleeping._id, storage._id],
        discount: 0,
      });
      expect(formula).toMatchObject({
        categoryId: seats._id,
        description: '+48 600 100 200',
        descriptionEn: '-5%',
        tinydesc: '@dom',
        tinydescEn: '=HYPERLINK("http://zło.pl")',
        available: false,
        isDefault: false,
        connect: 'r',
        angle: 45,
        dimb: 60.5,
        priceA: 9900,
        priceB: null,
        priceI: null,
        displayOrd: 0,
        equipment: [],
      });
    });

    it('names an unknown category and unknown equipment on their lines', async () => {
      const { collection } = await collectionWith();
      const csv = csvText([csvLine({ name: 'CSV-OK' }), csvLine({ name: 'CSV-KAT', category: 'Pufy' }), csvLine({ name: 'CSV-WYP', equipment: 'Funkcja spania,Ładowarka USB' })]);
      const dry = await report(await importCsv(collection.slug, csv, true));
      expect(dry.problemCount).toBe(2);
      expect(dry.lines.map((line) => line.problems)).toEqual([
        [],
        [{ line: 3, column: 4, columnLabel: 'Kategoria', message: messages.csvUnknownCategory('Pufy') }],
        [{ line: 4, column: 28, columnLabel: 'Wyposażenie', message: messages.csvUnknownEquipment('Ładowarka USB') }],
      ]);
      const body = await refusal(await importCsv(collection.slug, csv, false));
      expect(body.message).toBe(`Wiersz 3, kolumna 4 (Kategoria): ${messages.csvUnknownCategory('Pufy')}`);
      expect(body.report.lines).toEqual(dry.lines);
      expect(await elementsOf(collection.slug)).toEqual([]);
    });

    it('refuses names repeated in the file and names already in the collection, and writes none of the lines', async () => {
      const seeded = await collectionWith();
      await t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('CSV-JEST').create();
      const csv = csvText([csvLine({ name: 'CSV-NOWY' }), csvLine({ name: 'CSV-JEST' }), csvLine({ name: 'CSV-NOWY' })]);
      const body = await refusal(await importCsv(seeded.collection.slug, csv, false));
      expect(body.message).toBe(`Wiersz 3, kolumna 1 (Nazwa): ${messages.elementNameTaken('CSV-JEST')}`);
      expect(body.report.lines.map((line) => line.problems.map((p) => p.message))).toEqual([[], [messages.elementNameTaken('CSV-JEST')], [messages.csvNameRepeated(2)]]);
      expect((await elementsOf(seeded.collection.slug)).map((e) => e.name)).toEqual(['CSV-JEST']);
    });

    it('refuses what the database cannot store (a price over its integer, a NUL character) with 400 and the report, not a 500', async () => {
      const { collection } = await collectionWith();
      const before = await t.kit.catalogueRowCounts();
      const price = await refusal(await importCsv(collection.slug, csvText([csvLine({ name: 'CSV-OK' }), csvLine({ name: 'CSV-DROGI', priceA: '30000000' })]), false));
      expect(price.message).toBe(`Wiersz 3, kolumna 18 (Cena A): ${messages.priceTooLarge('21 474 836,47 zł')}`);
      const nul = await refusal(await importCsv(collection.slug, csvText([csvLine({ name: 'CSV-NUL', description: 'a\u0000b' })]), false));
      expect(nul.message).toBe(messages.csvNulCharacter);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it('a dry run writes nothing and lists every line, the wrong ones with their problems', async () => {
      const { collection } = await collectionWith();
      const before = await t.kit.catalogueRowCounts();
      const dry = await report(await importCsv(collection.slug, csvText([csvLine({ name: 'CSV-1' }), csvLine({ name: 'CSV-2', priceA: 'dużo' }), csvLine({ name: 'CSV-3' })]), true));
      expect(dry).toEqual({
        dryRun: true,
        created: 0,
        problemCount: 1,
        textProblems: [],
        lines: [
          { line: 2, name: 'CSV-1', problems: [] },
          { line: 3, name: 'CSV-2', problems: [{ line: 3, column: 18, columnLabel: 'Cena A', message: messages.priceInvalid }] },
          { line: 4, name: 'CSV-3', problems: [] },
        ],
      });
      const clean = await report(await importCsv(collection.slug, csvText([csvLine({ name: 'CSV-1' })]), true));
      expect(clean).toMatchObject({ dryRun: true, created: 0, problemCount: 0 });
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    });

    it(`${CSV_MAX_ELEMENTS.toLocaleString('en')} lines with one wrong line (7,345): the report names it, nothing is written`, async () => {
      const { collection } = await collectionWith(['Narożniki', 'Siedziska', 'Pufy']);
      const lines = bulkCsvLines(CSV_MAX_ELEMENTS, ['Narożniki', 'Siedziska', 'Pufy']);
      // File line 7,345 is element line 7,344: the header is line 1.
      lines[7343] = csvLine({ name: 'IMP-ZŁY', dx: '', priceA: '12,345' });
      const csv = csvText(lines, { eol: '\r\n' });
      const before = await t.kit.catalogueRowCounts();

      const dry = await report(await importCsv(collection.slug, csv, true));
      expect(dry.lines).toHaveLength(CSV_MAX_ELEMENTS);
      expect(dry.problemCount).toBe(2);
      expect(dry.lines.filter((line) => line.problems.length > 0).map((line) => line.line)).toEqual([7345]);

      const body = await refusal(await importCsv(collection.slug, csv, false));
      expect(body.message).toBe(`Wiersz 7345, kolumna 11 (Szerokość): ${messages.dimensionsRequired}`);
      expect(body.report.lines[7343]!.problems.map((p) => p.column)).toEqual([11, 18]);
      expect(await t.kit.catalogueRowCounts()).toEqual(before);
    }, BIG);

    it(`${CSV_MAX_ELEMENTS.toLocaleString('en')} valid lines are all written, in one go`, async () => {
      const seeded = await collectionWith(['Narożniki', 'Siedziska', 'Pufy']);
      const lines = bulkCsvLines(CSV_MAX_ELEMENTS, ['Narożniki', 'Siedziska', 'Pufy']);
      lines[4999] = csvLine({ name: 'IMP-05000', category: 'Siedziska', priceA: '4321,09', equipment: 'Funkcja spania', angle: '30', dimb: '45,5' });
      const before = await t.kit.catalogueRowCounts();
      const written = await report(await importCsv(seeded.collection.slug, csvText(lines), false));
      expect(written).toMatchObject({ dryRun: false, created: CSV_MAX_ELEMENTS, problemCount: 0 });
      const after = await t.kit.catalogueRowCounts();
      expect(after.elements - before.elements).toBe(CSV_MAX_ELEMENTS);
      expect(after.elementEquipment - before.elementEquipment).toBe(1);

      const row = await t.db.selectFrom('elements').select('id').where('collection_id', '=', seeded.collection._id).where('name', '=', 'IMP-05000').executeTakeFirstOrThrow();
      const one = elementDetailSchema.parse(await (await t.call(`/api/cms/element/${row.id}`, { token: admin })).json()).element;
      expect(one).toMatchObject({
        categoryId: seeded.elementCategories[1]!._id,
        priceA: 432109,
        priceB: 130000,
        angle: 30,
        dimb: 45.5,
        equipment: [sleeping._id],
        collectionSlug: seeded.collection.slug,
      });
    }, BIG);

    it('a name taken by a concurrent write between the check and the insert: 400 with the report, nothing of the file written', async () => {
      const seeded = await collectionWith();
      // The rival element arrives just before the import's transaction starts, after its check passed.
      const rival = () =>
        t.kit.element().inCollection(seeded).inCategory(seeded.elementCategories[0]!).name('CSV-WYŚCIG').create().then(() => undefined);
      const racing = racingDatabase(t.db, rival);
      const api = createApi({ db: racing, config: t.config, log: { info() {}, error() {} } });
      const response = await api.request(`/api/cms/collection/${seeded.collection.slug}/elements/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ csv: csvText([csvLine({ name: 'CSV-PIERWSZY' }), csvLine({ name: 'CSV-WYŚCIG' })]), dryRun: false }),
      });
      const body = await refusal(response);
      expect(body.message).toBe(`Wiersz 3, kolumna 1 (Nazwa): ${messages.elementNameTaken('CSV-WYŚCIG')}`);
      expect((await elementsOf(seeded.collection.slug)).map((e) => e.name)).toEqual(['CSV-WYŚCIG']);
    });

    it('refuses a request over the documented limit with 413 and its Polish message', async () => {
      const { collection } = await collectionWith();
      const response = await importCsv(collection.slug, 'x'.repeat(ELEMENTS_IMPORT_MAX_BYTES), true);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: messages.csvTooLarge(CSV_MAX_MEGABYTES) });
    });

    it('answers a body without csv or dryRun with 400 and writes nothing', async () => {
      const { collection } = await collectionWith();
      for (const json of [{ csv: csvText([csvLine()]) }, { dryRun: false }, { csv: 5, dryRun: false }]) {
        const response = await t.call(`/api/cms/collection/${collection.slug}/elements/import`, { json, token: admin });
        expect(response.status).toBe(400);
      }
      expect(await elementsOf(collection.slug)).toEqual([]);
    });
  });

  describe('GET /api/cms/collection/{slug}/elements/export', () => {
    it('is a UTF-8 CSV attachment: BOM, header, CRLF, the list order, names for category and equipment, formulas escaped', async () => {
      const seeded = await collectionWith();
      const [corners, seats] = seeded.elementCategories as [ElementCategory, ElementCategory];
      await t.kit.element().inCollection(seeded).inCategory(seats).name('Łóżko').displayOrd(2).create();
      await t.kit.element().inCollection(seeded).inCategory(corners).name('=SUMA(A1)').displayOrd(2).withEquipment([storage, sleeping]).create();
      await t.kit.element().inCollection(seeded).inCategory(corners).name('Lampa').displayOrd(2).priceA(123450).create();
      await t.kit.element().inCollection(seeded).inCategory(seats).name('Zagłówek').displayOrd(1).create();

      const response = await exportCsv(seeded.collection.slug);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${seeded.collection.slug}-elementy.csv"`);
      const text = await textOf(response);
      expect(text.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
      const rows = parseCsv(text);
      expect(rows.slice(1).map((row) => [row.cells[0], row.cells[3], row.cells[17], row.cells[27]])).toEqual([
        ['Zagłówek', 'Siedziska', '1500,00', ''],
        ["'=SUMA(A1)", 'Narożniki', '1500,00', 'Funkcja spania,Pojemnik na pościel'],
        ['Lampa', 'Narożniki', '1234,50', ''],
        ['Łóżko', 'Siedziska', '1500,00', ''],
      ]);
      expect(rows.every((row) => row.cells.length === 28)).toBe(true);
    });

    it('exported and imported into a new collection with the same category names gives the same elements, field by field', async () => {
      const scale = await seedScale(t.db, { elements: 300, slug: `csv-zrodlo-${Date.now().toString(36)}` });
      const source = await t.db.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', scale.collection.id).execute();
      const sourceCategories = source.map((row) => ({ _id: row.id, name: row.name }));
      const [modules] = sourceCategories.filter((category) => category.name === 'Moduły');
      const tricky: [string, Partial<ElementFields>][] = [
        ["'=już z apostrofem", { description: 'średnik; "cudzysłów"\nnowa linia', tinydescEn: '@home' }],
        ['+48 600', { descriptionEn: '-rabat', thumbUrl: 'ikony/a;b.png' }],
        ['-minus', { dimb: 50.5, angle: 120, available: false, isDefault: true, connect: 'r' }],
      ];
      for (const [name, fields] of tricky) {
        await t.kit.element().inCollection({ _id: scale.collection.id }).inCategory(modules!).name(name).with(fields).withEquipment([storage, sleeping]).discount(15).create();
      }

      // The files they name are uploaded, as in a working catalogue: an import refuses names of no file (D12).
      const named = await t.db.selectFrom('elements').select(['file', 'thumb_url']).where('collection_id', '=', scale.collection.id).execute();
      await Promise.all([t.kit.files('model', named.map((row) => row.file)), t.kit.files('icon', named.map((row) => row.thumb_url).filter((name) => name !== ''))]);
      const exported = await exportCsv(scale.collection.slug);
      expect(exported.status).toBe(200);
      const text = await textOf(exported);
      expect(text.startsWith('\uFEFF')).toBe(true);
      // Categories created in another order: they are matched by name.
      const target = await collectionWith(['Podłokietniki', 'Narożniki', 'Moduły']);
      const written = await report(await importCsv(target.collection.slug, text, false));
      expect(written.created).toBe(303);

      const before = (await elementsOf(scale.collection.slug)).map((e) => comparable(e, sourceCategories));
      const after = (await elementsOf(target.collection.slug)).map((e) => comparable(e, target.elementCategories));
      expect(before).toHaveLength(303);
      expect(after).toEqual(before);
      // And the new collection exports to the very same text.
      expect(await textOf(await exportCsv(target.collection.slug))).toBe(text);
    }, BIG);

    it('reads the database a fixed number of times, whatever the number of elements', async () => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const api = createApi({ db: t.db.withPlugin(counter), config: t.config, log: { info() {}, error() {} } });
      const countFor = async (slug: string) => {
        queries = 0;
        const response = await api.request(`/api/cms/collection/${slug}/elements/export`, { headers: { authorization: `Bearer ${admin}` } });
        expect(response.status).toBe(200);
        await response.text();
        return queries;
      };
      const small = await collectionWith();
      await t.kit.element().inCollection(small).inCategory(small.elementCategories[0]!).withEquipment([sleeping]).create();
      const large = await collectionWith();
      const ids = await t.kit.elements(large, large.elementCategories[1]!, 400);
      await t.db
        .insertInto('element_equipment')
        .values(ids.map((id) => ({ element_id: id, equipment_id: storage._id })))
        .execute();
      const few = await countFor(small.collection.slug);
      expect(await countFor(large.collection.slug)).toBe(few);
      expect(few).toBeLessThanOrEqual(6);
    });
  });

  describe('who may call', () => {
    it('salon users get 403 and unknown collections 404, on both paths; the paths are in the OpenAPI document', async () => {
      const { collection } = await collectionWith();
      for (const response of [await importCsv(collection.slug, csvText([csvLine()]), false, salon), await exportCsv(collection.slug, salon)]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: messages.forbidden });
      }
      expect(await elementsOf(collection.slug)).toEqual([]);
      for (const response of [await importCsv('nie-ma-takiej', csvText([csvLine()]), true), await exportCsv('nie-ma-takiej')]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
      const unauthenticated = await t.call(`/api/cms/collection/${collection.slug}/elements/export`);
      expect(unauthenticated.status).toBe(401);

      const document = (await (await t.call('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(document.paths['/api/cms/collection/{slug}/elements/import'] ?? {})).toEqual(['post']);
      expect(Object.keys(document.paths['/api/cms/collection/{slug}/elements/export'] ?? {})).toEqual(['get']);
    });
  });
});

/** The database as the API sees it, with `before` run just before every transaction begins (a concurrent write). */
function racingDatabase(db: Kysely<Database>, before: () => Promise<void>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'transaction') {
        // Kysely keeps its state in private fields: its methods must run on the real instance.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return () => {
        const builder = target.transaction();
        return {
          execute: async <T,>(callback: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
            await before();
            return builder.execute(callback);
          },
        };
      };
    },
  });
}
