// @vitest-environment node
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../scripts/import-cycles.ts';

const src = dirname(fileURLToPath(import.meta.url));

describe('imports of web/src', () => {
  it('form no circle (dynamic imports included)', () => {
    expect(importCycles(src)).toEqual([]);
  });

  it('the checker sees dynamic imports (the route table loads screens lazily)', () => {
    const table = [...importGraph(src).entries()].find(([file]) => file.endsWith('routes/table.ts'));
    expect(table?.[1].some((target) => target.endsWith('screens/kits/KitScreen.tsx'))).toBe(true);
  });
});
