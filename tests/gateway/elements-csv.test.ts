import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER } from '@meble/domain/csv';
import { messages } from '@meble/domain/messages';
import { counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface ImportReport {
  __typename: string;
  id: string;
  dryRun: boolean;
  created: number;
  problemCount: number;
  lineCount: number;
  textProblems: { message: string }[];
  lines: { line: number; name: string; problems: { line: number; column: number | null; columnLabel: string | null; message: string }[] }[];
}
const IMPORT = `mutation ($slug: String!, $csv: String!, $dryRun: Boolean!) {
  importElementsCsv(collectionSlug: $slug, csv: $csv, dryRun: $dryRun) {
    __typename
    ... on ElementsCsvImport {
      id dryRun created problemCount lineCount
      textProblems { message }
      lines(withProblemsOnly: false) { line name problems { line column columnLabel message } }
    }
    ... on Error { message }
  }
}`;
const LIST = 'query ($slug: String!) { collection(slug: $slug) { elements(first: 50) { totalCount edges { node { name prices { grosze } } } } } }';

/** A line of the 28 columns (D20) with the given name, category and price A. */
const line = (name: string, category: string, priceA = '1234,50') =>
  [name, `${name}.glb`, '', category, 'tak', 'nie', 'tak', 'tak', '90', '', '100', '95', '85', '', '', '', '', priceA, '', '', '', '', '', '', '', '', '1', ''].join(';');

describe('CSV import and export of elements through the gateway', () => {
  let g: TestGraph;
  let admin: string;
  let slug: string;
  let category: string;

  beforeAll(async () => {
    g = await createTestGraph();
    await g.t.kit.files('model', ['NAR-1', 'NAR-3', 'MOD-1', 'MOD-2', 'X', 'CSV-1', 'CSV-2', 'CSV-3'].map((name) => `${name}.glb`));
    admin = await g.tokenFor('admin');
    const { collection, elementCategories } = await g.t.kit.collection().name('Kolekcja importu').withElementCategories(1).create();
    slug = collection.slug;
    category = elementCategories[0]!.name;
  });
  afterAll(() => g.close());

  const run = async (csv: string, dryRun: boolean) =>
    (await g.graph<{ importElementsCsv: ImportReport }>(IMPORT, { slug, csv, dryRun }, admin)).data!.importElementsCsv;
  const count = async () => (await g.graph<{ collection: { elements: { totalCount: number } } }>(LIST, { slug }, admin)).data!.collection.elements.totalCount;

  it("answers 'Pusty ciąg znaków' for empty text", async () => {
    const report = await run('  \r\n', true);
    expect(report.textProblems).toEqual([{ message: messages.csvEmpty }]);
    expect(report.problemCount).toBe(1);
  });

  it('reports every line on a dry run and writes nothing; a wrong line stops the whole import', async () => {
    const csv = [CSV_HEADER, line('NAR-1', category), 'NAR-2;za;mało', line('NAR-3', 'Nieznana')].join('\r\n');
    const dry = await run(csv, true);
    expect(dry).toMatchObject({ __typename: 'ElementsCsvImport', dryRun: true, created: 0, problemCount: 2, lineCount: 3 });
    expect(dry.lines[0]).toEqual({ line: 2, name: 'NAR-1', problems: [] });
    expect(dry.lines[1]!.problems).toEqual([{ line: 3, column: null, columnLabel: null, message: messages.csvColumnCount }]);
    expect(dry.lines[2]!.problems).toEqual([{ line: 4, column: 4, columnLabel: 'Kategoria', message: messages.csvUnknownCategory('Nieznana') }]);
    const refused = await run(csv, false);
    expect(refused).toMatchObject({ dryRun: false, created: 0, problemCount: 2 });
    // Each answer is a report of its own, with an id a client keys its lines by (not by the text sent).
    expect(dry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.id).not.toBe(dry.id);
    expect(await count()).toBe(0);
  });

  it('imports all lines at once, and the export imports into another collection as the same elements', async () => {
    const done = await run([line('MOD-1', category, '1234,50'), line('MOD-2', category, '99')].join('\n'), false);
    expect(done).toMatchObject({ created: 2, problemCount: 0 });
    const list = await g.graph<{ collection: { elements: { edges: { node: { name: string; prices: { grosze: number | null }[] } }[] } } }>(LIST, { slug }, admin);
    expect(list.data!.collection.elements.edges.map((edge) => [edge.node.name, edge.node.prices[0]!.grosze])).toEqual([
      ['MOD-1', 123450],
      ['MOD-2', 9900],
    ]);

    const exported = await g.graph<{ collection: { elementsCsv: string } }>('query ($slug: String!) { collection(slug: $slug) { elementsCsv } }', { slug }, admin);
    const csv = exported.data!.collection.elementsCsv;
    expect(csv.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
    // Into the same collection every name is taken already…
    const again = await run(csv, true);
    expect(again.lines.map((l) => l.problems.map((p) => p.message))).toEqual([[messages.elementNameTaken('MOD-1')], [messages.elementNameTaken('MOD-2')]]);
    // …into another collection with a category of the same name it makes the same elements.
    const copy = await g.t.kit.collection().name('Kopia importu').create();
    await g.t.kit.elementCategory().inCollection(copy).name(category).create();
    const imported = (await g.graph<{ importElementsCsv: ImportReport }>(IMPORT, { slug: copy.collection.slug, csv, dryRun: false }, admin)).data!.importElementsCsv;
    expect(imported).toMatchObject({ created: 2, problemCount: 0 });
    const fields = 'name file thumbUrl available isDefault connect angle dimb dx dy dz description descriptionEn tinydesc tinydescEn displayOrd category { name } equipment { name } prices { group grosze }';
    const of = async (collectionSlug: string) =>
      (await g.graph<{ collection: { elements: { edges: { node: unknown }[] } } }>(
        `query ($slug: String!) { collection(slug: $slug) { elements(first: 50) { edges { node { ${fields} } } } } }`,
        { slug: collectionSlug },
        admin,
      )).data!.collection.elements.edges.map((edge) => edge.node);
    expect(await of(copy.collection.slug)).toEqual(await of(slug));
  });

  it('answers FORBIDDEN to a salon user', async () => {
    const salon = await g.tokenFor('salon');
    const result = await g.graph(IMPORT, { slug, csv: line('X', category), dryRun: true }, salon);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('costs one call per import (dry run, refused or written) and per export, the same with 10 and with 1,000 elements', async () => {
    const IMPORT_COUNTED = `mutation ($slug: String!, $csv: String!, $dryRun: Boolean!) {
      importElementsCsv(collectionSlug: $slug, csv: $csv, dryRun: $dryRun) {
        __typename ... on ElementsCsvImport { created problemCount lines { line } collection { id name } } ... on Error { message }
      }
    }`;
    const EXPORT = 'query ($slug: String!) { collection(slug: $slug) { elementsCsv } }';
    // The web's operation asks for no collection (the screen has it): it costs the import alone.
    const WEB_IMPORT = webOperation('ImportElementsCsvMutation');
    const callsIn = async (count: number, importing = IMPORT_COUNTED) => {
      const web = importing === WEB_IMPORT;
      const { collection, elementCategories } = await g.t.kit.collection().name(`Import ${web ? 'webu ' : ''}przy ${count}`).withElementCategories(1).create();
      await g.t.kit.elements(collection, elementCategories[0]!, count);
      const categoryName = elementCategories[0]!.name;
      type Counted = { importElementsCsv?: { created: number; problemCount: number }; collection?: { elementsCsv: string } };
      const lines = [line('CSV-1', categoryName), line('CSV-2', categoryName)].join('\r\n');
      const variables = (csv: string, dryRun: boolean) =>
        web ? { collectionSlug: collection.slug, csv, dryRun, linesShown: 50 } : { slug: collection.slug, csv, dryRun };
      const dry = await counted<Counted>(g, admin, importing, variables(lines, true));
      expect(dry.data.importElementsCsv).toMatchObject({ created: 0, problemCount: 0 });
      const refused = await counted<Counted>(g, admin, importing, variables(`${lines}\r\n${line('CSV-3', 'Nieznana')}`, false));
      expect(refused.data.importElementsCsv).toMatchObject({ created: 0, problemCount: 1 });
      const written = await counted<Counted>(g, admin, importing, variables(lines, false));
      expect(written.data.importElementsCsv).toMatchObject({ created: 2, problemCount: 0 });
      const exported = await counted<Counted>(g, admin, EXPORT, { slug: collection.slug });
      expect(exported.data.collection!.elementsCsv.split('\r\n')).toHaveLength(count + 4);
      return { dry: dry.shapes, refused: refused.shapes, written: written.shapes, exported: exported.shapes };
    };
    const ten = await callsIn(10);
    const importCall = 'POST /api/cms/collection/{slug}/elements/import';
    expect(ten).toEqual({
      dry: ['GET /api/users/me', importCall, 'GET /api/cms/collection/{slug}'],
      refused: ['GET /api/users/me', importCall, 'GET /api/cms/collection/{slug}'],
      written: ['GET /api/users/me', importCall, 'GET /api/cms/collection/{slug}'],
      // A query: the export starts with the collection (one round), the viewer stamped on their answers. The writes'
      // scope checks ask /users/me first.
      exported: ['GET /api/cms/collection/{slug}/elements/export', 'GET /api/cms/collection/{slug}'],
    });
    expect(await callsIn(1000)).toEqual(ten);

    const web = await callsIn(10, WEB_IMPORT);
    expect(web).toEqual({
      dry: ['GET /api/users/me', importCall],
      refused: ['GET /api/users/me', importCall],
      written: ['GET /api/users/me', importCall],
      exported: ten.exported,
    });
    expect(await callsIn(1000, WEB_IMPORT)).toEqual(web);
  }, 60_000);
});
