import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { CONNECTION_CODES, FINISH_TYPES, PRICE_GROUPS } from '@meble/domain/catalog';
import { DICTIONARIES_CACHE_CONTROL, dictionariesEtag, type Dictionaries, type DictionariesVariant } from '@meble/domain/dictionaries';
import { dictionariesEndpoints } from '@meble/domain/dictionaries-endpoints';
import type { Kysely } from 'kysely';
import { listCollectionCategories } from '../catalog/collections.ts';
import { dictionaryVersions } from '../catalog/dictionary-versions.ts';
import { listEquipment } from '../catalog/equipment.ts';
import type { Database } from '../db/schema.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorResponses } from '../http/errors.ts';
import { route, security } from '../http/openapi.ts';

const validatorHeaders = z.object({
  ETag: z.string().describe('Strong; names the role variant and the versions of the data it was built from'),
  'Cache-Control': z.literal(DICTIONARIES_CACHE_CONTROL),
});

const dictionariesRoute = createRoute({
  ...route(
    dictionariesEndpoints.all,
    {
      200: { description: 'Dictionaries', headers: validatorHeaders },
      304: { description: 'The copy named by the answer’s ETag is current', headers: validatorHeaders },
    },
    { 401: errorResponses[401] },
  ),
  tags: ['cms'],
  summary: 'Dictionaries the navigation guard loads (any signed-in user: they hold no customer data)',
  description:
    'Answers an ETag; a GET whose If-None-Match lists the current one is answered 304 without a body. The ETag changes with every write to the dictionaries, on every replica.',
  security,
  // The table's call takes nothing else: the conditional request's header is described here.
  request: {
    headers: z.object({ 'if-none-match': z.string().optional().describe('ETags of copies the caller holds, comma-separated') }),
  },
});

/** The parts fixed in code: they change only with a release, which the ETag names through their digest. */
const fixed = {
  priceGroups: PRICE_GROUPS.map((group) => ({ name: group, slug: group })),
  finishTypes: FINISH_TYPES.map(({ code, name }) => ({ code, name })),
  connectionCodes: CONNECTION_CODES.map(({ code, name }) => ({ code, name })),
} satisfies Partial<Dictionaries>;
/** Bump when the answer's shape changes, so copies held in the old shape are not revalidated. */
const ANSWER_FORMAT = 1;
const FIXED_DIGEST = createHash('sha256').update(JSON.stringify([ANSWER_FORMAT, fixed])).digest('base64url').slice(0, 12);

export async function dictionaries(db: Kysely<Database>, forAdmin: boolean): Promise<Dictionaries> {
  const [collectionCategories, equipment] = await Promise.all([
    forAdmin ? listCollectionCategories(db) : undefined,
    listEquipment(db),
  ]);
  return { ...fixed, ...(collectionCategories ? { collectionCategories } : {}), equipment };
}

/** The current ETag of a variant: one read of the version table, no content. */
export async function currentDictionariesEtag(db: Kysely<Database>, variant: DictionariesVariant): Promise<string> {
  const versions = await dictionaryVersions(db);
  const parts = variant === 'admin' ? [versions.collectionCategories, versions.equipment] : [versions.equipment];
  return dictionariesEtag(variant, [FIXED_DIGEST, ...parts]);
}

export function registerDictionaryRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(dictionariesRoute, async (c) => {
    const forAdmin = c.get('user').is_admin;
    // The version is read before the content: the content is then at least as new as the ETag it goes out under,
    // so a copy is never cached under a version newer than itself (a write in between costs one more 200).
    const etag = await currentDictionariesEtag(deps.db, forAdmin ? 'admin' : 'salon');
    c.header('ETag', etag);
    c.header('Cache-Control', DICTIONARIES_CACHE_CONTROL);
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.json(await dictionaries(deps.db, forAdmin), 200);
  });
}
