import type { RouteConfig, z } from '@hono/zod-openapi';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
import type { Answer, Endpoint, MediaAnswer } from '@meble/domain/endpoint';
import { userEndpoints } from '@meble/domain/user-endpoints';
import type { ApiApp } from './context.ts';
import { errorResponses } from './errors.ts';

/** OpenAPI pieces every route file shares: the bearer requirement, JSON answers and bodies, the 401/403 pair. */
export const security = [{ Bearer: [] }];

/** A JSON answer of `schema`. */
export const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** A required JSON request body of `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** Not signed in, or a role that does not allow the call. */
export const denied = { 401: errorResponses[401], 403: errorResponses[403] } as const;

type ResponseConfig = RouteConfig['responses'][string];

type Nothing = Record<never, never>;

/** How a route describes one of its table's answers: in words, and with the headers it sends when it sends some. */
type Described = string | { readonly description: string; readonly headers: z.ZodObject };

type ContentOf<A> = A extends MediaAnswer
  ? { [M in A['mediaType']]: { schema: A['schema'] } }
  : A extends z.ZodType
    ? { 'application/json': { schema: A } }
    : never;

type DescribedAnswer<A, D> = { description: string } & (A extends null ? unknown : { content: ContentOf<A> }) &
  (D extends { headers: infer H } ? { headers: H } : unknown);

type RequestOf<E extends Endpoint> = (E extends { params: infer P extends z.ZodObject } ? { params: P } : Nothing) &
  (E extends { query: infer Q extends z.ZodObject } ? { query: Q } : Nothing) &
  (E extends { body: infer B extends z.ZodType } ? { body: ReturnType<typeof body<B>> } : Nothing);

/** The part of a route its endpoint table decides, typed precisely enough for the handler's c.req.valid and c.json. */
export interface TableRoute<E extends Endpoint, D, X> {
  method: E['method'];
  path: E['path'];
  request: RequestOf<E>;
  responses: { [K in keyof E['responses']]: DescribedAnswer<E['responses'][K], D[K & keyof D]> } & X;
}

/**
 * A route's method, path, parameters, body and answers from its endpoint table (domain/src/*-endpoints.ts), for
 * createRoute({ ...route(…), tags, summary, security }). `described`: words for each of the table's answers;
 * `others`: the answers the table leaves to the API (its errors: 400, `denied`, 404, 409, …).
 */
export function route<
  const E extends Endpoint,
  const D extends { readonly [K in keyof E['responses']]: Described },
  const X extends { readonly [status: number]: ResponseConfig } = Nothing,
>(endpoint: E, described: D, others?: X & { readonly [K in keyof E['responses']]?: never }): TableRoute<E, D, X> {
  const request = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.body ? { body: body(endpoint.body) } : {}),
  };
  const answers = Object.entries(endpoint.responses).map(([status, answer]: [string, Answer]) => {
    const words: Described = described[Number(status) as keyof D & number];
    const content =
      answer === null ? {} : { content: 'mediaType' in answer ? { [answer.mediaType]: { schema: answer.schema } } : { 'application/json': { schema: answer } } };
    return [status, typeof words === 'string' ? { description: words, ...content } : { ...words, ...content }] as const;
  });
  return {
    method: endpoint.method,
    path: endpoint.path,
    request,
    responses: { ...Object.fromEntries(answers), ...others },
  } as TableRoute<E, D, X>;
}

type OpenApiDocument = ReturnType<ApiApp['getOpenAPI31Document']>;

/** The stamp of authenticate() (guards.ts), declared once for every answer it is on: all of a secured call's but 401. */
const authenticatedUserHeader = {
  required: true,
  description:
    `The signed-in user this call was authenticated as: the JSON of GET ${userEndpoints.me.path}, base64url-encoded. A gateway in front of the API reads its viewer from it instead of calling ${userEndpoints.me.path}.`,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$' },
} as const;

/** The document with the stamp header added to every answer of every operation that requires a session, except 401. */
export function withAuthenticatedUserHeader(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      const responses = operation?.responses;
      if (!operation?.security?.length || !responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (status === '401' || '$ref' in response) continue;
        // Responses are shared objects between routes (errorResponses): replaced, never changed in place.
        responses[status] = { ...response, headers: { ...response.headers, [AUTHENTICATED_USER_HEADER]: authenticatedUserHeader } };
      }
    }
  }
  return document;
}
