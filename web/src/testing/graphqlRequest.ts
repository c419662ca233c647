import persistedOperations from '../../persisted-operations.json' with { type: 'json' };

const persisted: Record<string, string> = persistedOperations;

/** A request to /graphql as a test reads it: the operation's text and its variables. */
export interface GraphQLRequestBody {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * The body the web sent to /graphql (a fetch mock's `init`), with the text of the persisted operation its `documentId`
 * names (the client sends ids only), so tests can still tell operations apart by name and fields.
 */
export function graphqlRequest(init: RequestInit | undefined): GraphQLRequestBody {
  const body = JSON.parse(String(init?.body)) as { documentId?: unknown; variables?: Record<string, unknown> };
  const query = typeof body.documentId === 'string' ? persisted[body.documentId] : undefined;
  if (query === undefined) throw new Error(`the request names no persisted operation: ${String(init?.body)}`);
  return { query, variables: body.variables ?? {} };
}
