import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every import circle among the files under `dir` (relative imports, type-only ones included), as file lists. */
function importCircles(dir: string): string[][] {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const imports = new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map((ref) => ref.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .filter((target) => known.has(target)),
    ]),
  );
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of imports.get(file) ?? []) {
      if (state.get(target) === 'open') circles.push(path.slice(path.indexOf(target)).map((f) => f.slice(dir.length + 1)));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

it('has no import circle in gateway/src (a type file imports the files that extend it, never back)', () => {
  expect(importCircles(root)).toEqual([]);
});

it('finds a circle when there is one, type-only imports included (the check itself works)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'imports-'));
  try {
    mkdirSync(join(dir, 'schema'));
    writeFileSync(join(dir, 'builder.ts'), "export const builder = 1;\n");
    writeFileSync(join(dir, 'schema', 'collection.ts'), "import { builder } from '../builder.ts';\nimport type { A } from './element-category.ts';\n");
    writeFileSync(join(dir, 'schema', 'element-category.ts'), "import { builder } from '../builder.ts';\nimport { c } from './collection.ts';\nexport type A = 1;\n");
    expect(importCircles(dir)).toEqual([[join('schema', 'collection.ts'), join('schema', 'element-category.ts')]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
