import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@meble/domain/endpoint';
import { createApi, OPENAPI_PATH } from '../../api/src/app.ts';

/**
 * Each REST path is written once, in its endpoint table (domain/src/*-endpoints.ts): the API's routes and the
 * gateway's REST modules take it from there, so the two sides cannot drift apart.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCANNED = ['api/src', 'gateway/src', 'domain/src'];
const TABLE_FILE = /^domain\/src\/[a-z-]+-endpoints\.ts$/;

/** The only path literals allowed outside the tables, each exactly once. */
const EXCEPTIONS = [
  { file: 'api/src/app.ts', literal: '/api/*', reason: "the mount point of the API's guards (session, body size, roles), for every path present and future" },
  { file: 'gateway/src/http.ts', literal: '/api/*', reason: 'the generic pass-through: the gateway forwards every /api call to the API untouched' },
  {
    file: 'domain/src/client-configuration.ts',
    literal: '/api/configurator/configurations',
    reason: "the intake's path stands beside its CORS settings, which the gateway's HTTP edge imports; clientConfigurationEndpoints.intake takes it from there",
  },
  {
    file: 'domain/src/file.ts',
    literal: '/api/files/upload',
    reason: "the tus endpoint speaks the tus protocol, not JSON: no endpoint table describes it; the API, the web's upload widget and the streamed-path rule take it from there",
    notInTables: true,
  },
] as const;

interface PathLiteral {
  file: string;
  line: number;
  literal: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    // Tests may spell out the paths they check.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path.split('\\').join('/')] : [];
  });
}

/** String, template and regular-expression literals of a file that start with /api: paths, however they are built. */
function pathLiterals(file: string, text: string): PathLiteral[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: PathLiteral[] = [];
  const add = (node: ts.Node, literal: string) => found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, literal });
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.startsWith('/api')) add(node, node.text);
    else if (ts.isTemplateExpression(node) && node.head.text.startsWith('/api')) add(node, node.getText());
    else if (ts.isRegularExpressionLiteral(node) && /^\/\^?\\\/api\b/.test(node.text)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const where = (found: PathLiteral) => `${found.file}:${found.line} ${found.literal}`;

describe('REST paths', () => {
  const literals = SCANNED.flatMap(sourceFiles).flatMap((file) => pathLiterals(file, readFileSync(join(root, file), 'utf8')));
  const isException = (found: PathLiteral) => EXCEPTIONS.some((exception) => exception.file === found.file && exception.literal === found.literal);
  let endpoints: { name: string; endpoint: Endpoint }[] = [];

  beforeAll(async () => {
    const tables = readdirSync(join(root, 'domain/src')).filter((name) => TABLE_FILE.test(`domain/src/${name}`));
    for (const name of tables) {
      const module = (await import(pathToFileURL(join(root, 'domain/src', name)).href)) as Record<string, Record<string, Endpoint>>;
      for (const [tableName, table] of Object.entries(module)) {
        if (!tableName.endsWith('Endpoints')) continue;
        for (const [key, endpoint] of Object.entries(table)) endpoints.push({ name: `${tableName}.${key}`, endpoint });
      }
    }
    endpoints = endpoints.sort((a, b) => a.name.localeCompare(b.name));
  });

  it('finds the literals it looks for, however written (the scan itself works)', () => {
    const sample = "const a = '/api/x'; const b = `/api/y/${id}`; const c = /^\\/api\\/z$/; const d = 'see /api/w'; // '/api/comment'";
    expect(pathLiterals('sample.ts', sample).map((found) => found.literal)).toEqual(['/api/x', '`/api/y/${id}`', '/^\\/api\\/z$/']);
  });

  it('has no /api path literal in api/src, gateway/src or domain/src outside the endpoint tables, but the listed exceptions', () => {
    expect(literals.filter((found) => !TABLE_FILE.test(found.file) && !isException(found)).map(where)).toEqual([]);
    for (const exception of EXCEPTIONS) {
      expect(literals.filter((found) => isException(found) && found.file === exception.file).map(where), exception.reason).toHaveLength(1);
    }
  });

  it('writes each path once, across the API, the gateway and the domain tables', () => {
    const byLiteral = new Map<string, PathLiteral[]>();
    for (const found of literals.filter((each) => !isException(each) || each.literal !== '/api/*')) {
      byLiteral.set(found.literal, [...(byLiteral.get(found.literal) ?? []), found]);
    }
    expect([...byLiteral.values()].filter((places) => places.length > 1).map((places) => places.map(where))).toEqual([]);
  });

  it('declares every path of the tables as a literal of the tables, every endpoint once', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const outsideTables = new Set<string>(['/api/*', ...EXCEPTIONS.filter((exception) => 'notInTables' in exception).map((exception) => exception.literal)]);
    const tableLiterals = literals.filter((found) => TABLE_FILE.test(found.file) || (isException(found) && !outsideTables.has(found.literal)));
    expect(new Set(endpoints.map(({ endpoint }) => endpoint.path))).toEqual(new Set(tableLiterals.map((found) => found.literal)));
    const calls = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
  });

  it("serves exactly the tables' endpoints: the OpenAPI document lists each of them (but itself) and nothing else", async () => {
    // The document is built without touching the database.
    const api = createApi({ db: {} as never, config: { jwtSecret: 'rest-paths-test-secret-0123456789abcdef' } });
    const document = (await (await api.request(OPENAPI_PATH)).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    const declared = endpoints.filter(({ endpoint }) => endpoint.path !== OPENAPI_PATH).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(served.sort()).toEqual(declared.sort());
  });
});
