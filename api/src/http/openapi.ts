import type { z } from '@hono/zod-openapi';
import { errorResponses } from './errors.ts';

/** OpenAPI pieces every route file shares: the bearer requirement, JSON answers and bodies, the 401/403 pair. */
export const security = [{ Bearer: [] }];

/** A JSON answer of `schema`. */
export const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** A required JSON request body of `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** Not signed in, or a role that does not allow the call. */
export const denied = { 401: errorResponses[401], 403: errorResponses[403] } as const;
