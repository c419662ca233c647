import { messages } from '@meble/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.ts';
import { issueToken } from '../../api/src/auth/tokens.ts';
import { silentLogger } from '@meble/domain/logger';
import { createTestDatabase } from '../kit/database.ts';
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../kit/api.ts';
import { seed } from '../kit/seed.ts';

describe('GET /api/openapi.json and /healthz', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it('publishes the OpenAPI document without a token, listing the routes', async () => {
    const response = await t.call('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/authentication/sign-in', '/api/users/me', '/api/users/{id}', '/api/cms/dictionaries']),
    );
    // Request validation and the document come from the same domain schema.
    expect(JSON.stringify(doc.paths['/api/authentication/sign-in']?.post?.requestBody)).toContain('"email"');
    expect(doc.paths['/api/users/me']?.get?.security).toEqual([{ Bearer: [] }]);
  });

  it('answers /healthz 200 once the database answers', async () => {
    const response = await t.call('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /healthz 503 when the database does not', async () => {
    const database = await createTestDatabase();
    const api = createApi({ db: database.db, config: { jwtSecret: TEST_JWT_SECRET }, log: silentLogger });
    await database.close();
    const response = await api.request('/healthz');
    expect(response.status).toBe(503);
  });

  it('answers an unexpected failure with 500 JSON in Polish and logs it', async () => {
    const database = await createTestDatabase();
    const logged: string[] = [];
    const api = createApi({
      db: database.db,
      config: { jwtSecret: TEST_JWT_SECRET },
      log: { info() {}, error: (message) => logged.push(message) },
    });
    const { user } = await seed(database.db).user().admin().create();
    const token = await issueToken(user._id, TEST_JWT_SECRET);
    // Cascade: client configurations refer to their salon's user.
    await database.db.schema.dropTable('users').cascade().execute();
    const response = await api.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
    await database.close();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: messages.unexpected });
    expect(logged).toEqual(['unexpected error']);
  });
});
