import { messages } from '@meble/domain/messages';
import { AppError, UnauthenticatedError } from '../errors/AppError.ts';
import { signOutExpired } from '../session/session.ts';

/** The one HTTP transport to `/graphql`; free of Relay so the login chunk can use it. */
export const GRAPHQL_PATH = '/graphql';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string };
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorBody[];
}

// Errors the gateway raises carry its Polish message; these come from the GraphQL engine itself (English).
const ENGINE_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND']);

function userMessageOf(error: GraphQLErrorBody): string {
  const code = error.extensions?.code;
  if (!code || ENGINE_CODES.has(code) || !error.message) return messages.unexpected;
  return error.message;
}

function isBody(value: unknown): value is GraphQLResponseBody {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * POSTs one operation. D11: HTTP 401 or an UNAUTHENTICATED error signs out (and throws
 * UnauthenticatedError); every other failure throws an AppError with a Polish message.
 */
export async function postGraphQL(
  text: string,
  variables: Record<string, unknown>,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponseBody> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify({ query: text, variables }) });
  } catch {
    throw new AppError(messages.upstreamUnavailable, 'NETWORK');
  }

  if (response.status === 401) {
    signOutExpired();
    throw new UnauthenticatedError(messages.unauthenticated);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isBody(body)) {
    const upstream = response.status === 502 || response.status === 503 || response.status === 504;
    throw new AppError(upstream ? messages.upstreamUnavailable : messages.unexpected, `HTTP_${response.status}`);
  }

  const errors = body.errors ?? [];
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) {
    signOutExpired();
    throw new UnauthenticatedError(messages.unauthenticated);
  }
  const first = errors[0];
  if (first) throw new AppError(userMessageOf(first), first.extensions?.code);
  if (!body.data) throw new AppError(messages.unexpected);
  return body;
}
