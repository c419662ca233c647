import { readFileSync } from 'node:fs';

const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The GraphQL text of a POST to /graphql: the panel sends persisted operation ids, named here by their text. */
export function operationText(postData: string | null): string {
  try {
    const body = JSON.parse(postData ?? '') as { documentId?: unknown; query?: unknown };
    if (typeof body.documentId === 'string') return persisted[body.documentId] ?? '';
    return typeof body.query === 'string' ? body.query : '';
  } catch {
    return '';
  }
}
