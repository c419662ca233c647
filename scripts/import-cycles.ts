import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '__generated__' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every module each module of `dir` imports: static, type-only and dynamic `import()` alike (as madge counts them). */
export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => {
        const target = resolveImport(file, fileName);
        return target && known.has(target) ? [target] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * The import circles among the source files of `dir` (tests and generated artifacts aside), each as the relative
 * paths of its files from the first one reached (web/src and gateway/src are checked by their tests).
 */
export function importCycles(dir: string): string[][] {
  const graph = importGraph(dir);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((path) => relative(dir, path)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['web/src', 'gateway/src'].map((dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url)));
  let found = 0;
  for (const dir of dirs.map((path) => resolve(path))) {
    const cycles = importCycles(dir);
    for (const cycle of cycles) console.log([...cycle, cycle[0]].join(' → '));
    console.log(`${cycles.length} import circle(s) in ${dir}`);
    found += cycles.length;
  }
  process.exitCode = found > 0 ? 1 : 0;
}
