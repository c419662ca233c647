import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

/** The committed `schema.graphql`: sorted so that diffs show real changes only. */
export function printSortedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
