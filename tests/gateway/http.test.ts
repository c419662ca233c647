import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { englishIn } from '../kit/english.ts';

/** Yoga's and graphql-js's English: 'Must provide query string.', 'Batching is not supported.'. */

interface GraphQLAnswer {
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"wiersz ${i}"`).join(',')}];\n`;
const BIG_CSS = `${Array.from({ length: 200 }, (_, i) => `.row-${i} { color: red; }`).join('\n')}\n`;

describe('the single origin (web app, /graphql, /healthz, /api)', () => {
  let t: TestApi;
  let app: ReturnType<typeof createHttpApp>;
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    t = await createTestApi();
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Panel</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    // As the build leaves them: a large chunk with .br/.gz beside it, one without (compressed on the way out).
    writeFileSync(join(webDist, 'assets', 'big-abcd.js'), BIG_JS);
    writeFileSync(join(webDist, 'assets', 'big-abcd.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(join(webDist, 'assets', 'big-abcd.js.gz'), gzipSync(BIG_JS));
    writeFileSync(join(webDist, 'assets', 'plain-ef01.css'), BIG_CSS);
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
    const upstream: Upstream = (request) => Promise.resolve(t.api.fetch(request));
    const baseUrl = 'http://api.in-process';
    app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log: silentLogger }), upstream, baseUrl, webDist });
  });
  afterAll(() => t.close());

  it('answers /healthz from the API once the database answers', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
  });

  it('forwards /api with its method, headers and body', async () => {
    const admin = await t.kit.user().admin().create();
    const signIn = await app.request('/api/authentication/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const me = await app.request('/api/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await me.json()).toMatchObject({ email: admin.email });
    // The API's stamp of the authenticated user is for the gateway, not passed on to the browser.
    const direct = await t.api.request('/api/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(direct.headers.has(AUTHENTICATED_USER_HEADER)).toBe(true);
    expect(me.headers.has(AUTHENTICATED_USER_HEADER)).toBe(false);
    const anonymous = await app.request('/api/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
  });

  it("answers the red team's malformed /graphql requests in Polish with a code and a 4xx, whatever the client accepts", async () => {
    const admin = await t.kit.user().admin().create();
    const token = await t.signIn(admin.email, admin.password);
    const noQuery = 'Brak zapytania: podaj jego tekst w polu „query”.';
    // method, body or query string, the status and message.
    const requests: [string, string, number, string][] = [
      ['POST', '[]', 400, 'Jedno żądanie może zawierać tylko jedną operację.'],
      ['POST', '{}', 400, noQuery],
      ['POST', '{"extensions":{"persistedQuery":{}}}', 400, noQuery],
      ['POST', 'null', 400, 'Treść żądania musi być obiektem JSON.'],
      ['POST', '{"query":5}', 400, 'Parametr „query” musi być napisem.'],
      ['POST', '{"variables":5,"query":"{ __typename }"}', 400, 'Parametr „variables” musi być obiektem (albo można go pominąć).'],
      ['POST', '{"query":"{ __typename', 400, messages.invalidRequest],
      ['GET', '', 400, noQuery],
      ['OPTIONS', '', 405, 'GraphQL przyjmuje tylko żądania GET i POST.'],
      ['GET', `?${new URLSearchParams({ query: 'mutation { deleteKit(id: "x") { __typename } }' })}`, 405, 'Mutację można wysłać tylko metodą POST.'],
    ];
    for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json']) {
      for (const authorization of [`Bearer ${token}`, undefined]) {
        for (const [method, body, status, message] of requests) {
          const what = `${method} ${body} (accept ${accept ?? 'none'}, ${authorization ? 'signed in' : 'anonymous'})`;
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (accept) headers.accept = accept;
          if (authorization) headers.authorization = authorization;
          const response = await app.request(`/graphql${method === 'GET' ? body : ''}`, { method, headers, body: method === 'POST' ? body : undefined });
          const answer = (await response.json()) as GraphQLAnswer;
          const [error] = answer.errors ?? [];
          expect(answer.errors, what).toHaveLength(1);
          expect(englishIn(error?.message ?? ''), what).toBeUndefined();
          expect(typeof error?.extensions?.code, what).toBe('string');
          // An anonymous caller's own document is refused before Yoga reads it (persisted operations only).
          const anonymousRefused = !authorization && response.status === 401 && error?.message === messages.operationSignedInOnly;
          if (!anonymousRefused) expect([response.status, error?.message], what).toEqual([status, message]);
        }
        // The graph has no subscriptions: refused in Polish, with a code.
        const subscription = await app.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}), ...(authorization ? { authorization } : {}) },
          body: JSON.stringify({ query: 'subscription { __typename }' }),
        });
        expect(subscription.status).toBeLessThan(500);
        const answer = (await subscription.json()) as GraphQLAnswer;
        expect(answer.errors?.[0]?.message).toBe(authorization ? 'Graf nie obsługuje operacji typu „subscription”.' : messages.operationSignedInOnly);
        expect(answer.errors?.[0]?.extensions?.code).toBe(authorization ? 'BAD_USER_INPUT' : 'UNAUTHENTICATED');
      }
    }
  });

  it('serves GraphiQL to a browser at /graphql', async () => {
    const response = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('graphiql');
  });

  it('serves built assets, and the app shell for client-side routes', async () => {
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await app.request('/collection/manhattan/elements');
    expect(await route.text()).toContain('<title>Panel</title>');
    // A file beside the build must stay out of reach, however the path is spelled.
    writeFileSync(join(webDist, '..', `${basename(webDist)}-secret.js`), 'secret');
    for (const path of [`/..%2f${basename(webDist)}-secret.js`, `/assets/..%2f..%2f${basename(webDist)}-secret.js`]) {
      const traversal = await app.request(path);
      expect(traversal.status, path).toBe(404);
      expect(await traversal.text()).not.toContain('secret');
    }
    expect((await app.request('/foo%ZZ.js')).status).toBe(404);
    for (const path of ['/assets/../../secret.js', '/assets/%2e%2e/%2e%2e/secret.js', '/assets\\..\\x.js', '//etc/hosts.txt', '/%2fetc%2fhosts.txt', '/.vite/manifest.json']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    // Without an extension it is a client route: the shell answers, never the file.
    expect(await (await app.request('//etc/passwd')).text()).toContain('<title>Panel</title>');
    expect((await app.request('/assets/missing-0000.js')).status).toBe(404);
  });

  it('sends the precompressed brotli or gzip file the browser accepts, with the same content', async () => {
    const br = await app.request('/assets/big-abcd.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await app.request('/assets/big-abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);
    const identity = await app.request('/assets/big-abcd.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(BIG_JS);
  });

  it('gzips a file the build left uncompressed when the browser accepts it', async () => {
    const response = await app.request('/assets/plain-ef01.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(BIG_CSS);
  });

  it('has the app shell revalidated (index.html and every client route), hashed assets kept for good', async () => {
    for (const path of ['/', '/index.html', '/collection/manhattan/elements', '/login']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await app.request('/assets/app-1234.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await app.request('/assets/big-abcd.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the client address the gateway vouches for (the configurator intake throttles by it)', () => {
  const seen: { clientAddress: string | undefined; forwardedFor: string | null }[] = [];
  const upstream: Upstream = (request, context) => {
    seen.push({ clientAddress: context?.clientAddress, forwardedFor: request.headers.get('x-forwarded-for') });
    return Promise.resolve(Response.json({ ok: true }));
  };
  const baseUrl = 'http://api.in-process';
  const appWith = (trustProxyHops: number) =>
    createHttpApp({ gateway: createGateway({ upstream, baseUrl, log: silentLogger }), upstream, baseUrl, trustProxyHops });

  it("never takes the browser's X-Forwarded-For without trusted proxies, nor passes it on", async () => {
    seen.length = 0;
    await appWith(0).request('/api/configurator/configurations', { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6' }, body: '{}' });
    expect(seen).toEqual([{ clientAddress: undefined, forwardedFor: null }]);
  });

  it('takes the entry the trusted proxy added, not the ones the client wrote', async () => {
    seen.length = 0;
    await appWith(1).request('/api/configurator/configurations', { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, body: '{}' });
    expect(seen).toEqual([{ clientAddress: '203.0.113.7', forwardedFor: null }]);
  });
});
