import type { z } from '@hono/zod-openapi';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
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

type OpenApiDocument = ReturnType<ApiApp['getOpenAPI31Document']>;

/** The stamp of authenticate() (guards.ts), declared once for every answer it is on: all of a secured call's but 401. */
const authenticatedUserHeader = {
  required: true,
  description:
    'The signed-in user this call was authenticated as: the JSON of GET /api/users/me, base64url-encoded. A gateway in front of the API reads its viewer from it instead of calling /api/users/me.',
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
