import { z } from '@hono/zod-openapi';

/** Path parameters shared by the catalogue routes; a malformed id is looked up and simply not found (404). */
export const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) });
export const slugParams = z.object({ slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'manhattan' }) });
