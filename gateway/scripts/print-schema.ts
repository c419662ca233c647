import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSortedSchema } from '../src/schema/print.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const text = printSortedSchema();
writeFileSync(target, text);
process.stdout.write(text);
