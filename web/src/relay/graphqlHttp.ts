import { commonMessages } from '@meble/domain/messages/common';
import { AppError, UnauthenticatedError } from '../errors/AppError.ts';
import { renewSession } from '../session/renewal.ts';
import { signOutExpired } from '../session/session.ts';

/** The one HTTP transport to `/graphql`; free of Relay so the login chunk can use it. */
export const GRAPHQL_PATH = '/graphql';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string };
}

/** The compile-time shape of one operation (a Relay-generated `…Query`/`…Mutation` type fits it). */
export interface GraphQLOperation {
  response: unknown;
  variables: Record<string, unknown>;
}

/** A response body on the wire; `data` is the operation's response (see `isBody`). */
export interface GraphQLResponseBody<TData = unknown> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
  extensions?: Record<string, unknown>;
}

/** What `postGraphQL` resolves to: a body without errors whose `data` is present. */
export interface GraphQLResult<TData> extends GraphQLResponseBody<TData> {
  data: TData;
}

// Errors the gateway raises carry its Polish message; these come from the GraphQL engine itself (English).
// (An unknown persisted operation answers the gateway's Polish message: the panel was updated, reload.)
const ENGINE_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']);

function userMessageOf(error: GraphQLErrorBody): string {
  const code = error.extensions?.code;
  if (!code || ENGINE_CODES.has(code) || !error.message) return commonMessages.unexpected;
  return error.message;
}

/**
 * Checks the envelope only. The server answers exactly the operation the Relay compiler typed, so its
 * `data` is trusted to be `TData` — the transport's one trust point, kept here instead of casts at the callers.
 */
function isBody<TData>(value: unknown): value is GraphQLResponseBody<TData> {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * POSTs one persisted operation: its id (the Relay compiler's `params.id`, the key of web/persisted-operations.json),
 * never its text, so the gateway runs only operations this client was built with. HTTP 401 or an UNAUTHENTICATED
 * error in the middle of work asks the user to sign in again over the page and then sends the request again, so
 * nothing typed is lost; when they do not (or no page is on screen yet), D11: it signs out and throws
 * UnauthenticatedError. Every other failure throws an AppError with a Polish message.
 */
export async function postGraphQL<TOperation extends GraphQLOperation>(
  documentId: string,
  variables: TOperation['variables'],
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResult<TOperation['response']>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetchImpl(GRAPHQL_PATH, { method: 'POST', headers, body: JSON.stringify({ documentId, variables }) });
  } catch {
    throw new AppError(commonMessages.upstreamUnavailable, 'NETWORK');
  }

  if (response.status === 401) return retryRenewed(documentId, variables, token, fetchImpl);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isBody<TOperation['response']>(body)) {
    const upstream = response.status === 502 || response.status === 503 || response.status === 504;
    throw new AppError(upstream ? commonMessages.upstreamUnavailable : commonMessages.unexpected, `HTTP_${response.status}`);
  }

  const errors = body.errors ?? [];
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return retryRenewed(documentId, variables, token, fetchImpl);
  const first = errors[0];
  if (first) throw new AppError(userMessageOf(first), first.extensions?.code);
  const { data } = body;
  if (!data) throw new AppError(commonMessages.unexpected);
  return { ...body, data };
}

/** A refused session: the request again under the renewed one, else signed out. */
async function retryRenewed<TOperation extends GraphQLOperation>(
  documentId: string,
  variables: TOperation['variables'],
  token: string | null,
  fetchImpl: typeof fetch,
): Promise<GraphQLResult<TOperation['response']>> {
  const renewed = token ? await renewSession(token) : null;
  if (renewed) return postGraphQL<TOperation>(documentId, variables, renewed, fetchImpl);
  signOutExpired();
  throw new UnauthenticatedError(commonMessages.unauthenticated);
}
