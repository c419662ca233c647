import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { printSortedSchema } from './print.ts';

it('the committed schema.graphql is the printed schema (run `npm run schema`)', () => {
  const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
  expect(committed).toBe(printSortedSchema());
});
