import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { importCycles } from '../../scripts/import-cycles.ts';

const root = dirname(fileURLToPath(import.meta.url));

it('has no import circle in gateway/src (a type file imports the files that extend it, never back)', () => {
  expect(importCycles(root)).toEqual([]);
});

it('finds a circle when there is one, type-only imports included (the check itself works)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'imports-'));
  try {
    mkdirSync(join(dir, 'schema'));
    writeFileSync(join(dir, 'builder.ts'), "export const builder = 1;\n");
    writeFileSync(join(dir, 'schema', 'collection.ts'), "import { builder } from '../builder.ts';\nimport type { A } from './element-category.ts';\n");
    writeFileSync(join(dir, 'schema', 'element-category.ts'), "import { builder } from '../builder.ts';\nimport { c } from './collection.ts';\nexport type A = 1;\n");
    expect(importCycles(dir)).toEqual([[join('schema', 'collection.ts'), join('schema', 'element-category.ts')]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
