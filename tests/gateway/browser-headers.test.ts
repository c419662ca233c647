import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_INTAKE_PATH, DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { inlineScriptHashes } from '@meble/gateway/browser-headers';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from '../kit/api.ts';
import { webOperationId } from '../kit/web-operations.ts';

const CONFIGURATOR = new URL(DEFAULT_CONFIGURATOR_URL).origin;
const FOREIGN = 'https://evil.example';

/** The headers every answer of the origin carries. */
function expectBrowserHeaders(response: Response, what: string): string {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('same-origin');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  return csp;
}

describe('browser-facing headers of the single origin', () => {
  let t: TestApi;
  let app: ReturnType<typeof createHttpApp>;
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-headers-'));

  beforeAll(async () => {
    t = await createTestApi();
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Panel</title><script type="module" src="/assets/app.js"></script>');
    const api: Upstream = (request) => Promise.resolve(t.api.fetch(request));
    // A legacy upstream may answer CORS on any path: the gateway passes it on for the intake only.
    const upstream: Upstream = async (request, context) => {
      const response = await api(request, context);
      if (new URL(request.url).pathname !== '/api/openapi.json') return response;
      const headers = new Headers(response.headers);
      headers.set('access-control-allow-origin', FOREIGN);
      headers.set('access-control-allow-credentials', 'true');
      return new Response(response.body, { status: response.status, headers });
    };
    const baseUrl = 'http://api.in-process';
    app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log: silentLogger }), upstream, baseUrl, webDist });
  });
  afterAll(() => t.close());

  const signIn = () =>
    JSON.stringify({ documentId: webOperationId('LoginScreenSignInMutation'), variables: { email: 'nikt@example.com', password: 'Haslo12345!' } });

  it('answers no foreign origin on /graphql, neither a request nor a preflight', async () => {
    const answer = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: signIn(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await app.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it("lets the configurator's origin (CONFIGURATOR_URL) call the intake, and no other origin, nowhere else", async () => {
    const preflight = (origin: string) =>
      app.request(CONFIGURATION_INTAKE_PATH, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(CONFIGURATOR)).headers.get('access-control-allow-origin')).toBe(CONFIGURATOR);
    expect((await preflight(FOREIGN)).headers.get('access-control-allow-origin')).toBeNull();
    // What an upstream says about another path does not reach the browser.
    const other = await app.request('/api/openapi.json', { headers: { origin: FOREIGN } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses a POST to /graphql that is not JSON (a form or text another site could send), mutations included', async () => {
    const form = new FormData();
    form.set('query', 'mutation { signIn(email: "a@b.pl", password: "x") { __typename } }');
    const bodies: [string, RequestInit][] = [
      ['urlencoded', { body: new URLSearchParams({ query: '{ __typename }' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      ['multipart', { body: form }],
      ['text/plain', { body: signIn(), headers: { 'content-type': 'text/plain' } }],
      ['application/graphql', { body: '{ __typename }', headers: { 'content-type': 'application/graphql' } }],
      ['none', { body: signIn() }],
    ];
    for (const [kind, init] of bodies) {
      const response = await app.request('/graphql', { method: 'POST', ...init });
      expect(response.status, kind).toBe(415);
      expect(await response.json(), kind).toEqual({ errors: [{ message: messages.graphqlContentType, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    }
    // Media types are case-insensitive, and the answer's type names JSON too; Yoga is handed the canonical one.
    const accepted = [
      'application/json',
      'application/json; charset=utf-8',
      'application/graphql+json',
      'APPLICATION/JSON',
      'Application/Json ;Charset=UTF-8',
      'application/graphql-response+json',
      'Application/GraphQL-Response+JSON; charset=utf-8',
    ];
    for (const type of accepted) {
      const response = await app.request('/graphql', { method: 'POST', headers: { 'content-type': type }, body: signIn() });
      expect(response.status, type).toBe(200);
      expect(await response.json(), type).toMatchObject({ data: { signIn: { __typename: 'SignInError' } } });
    }
  });

  it('serves the panel, its routes, GraphiQL and the graph with CSP, nosniff, frame-ancestors and a referrer policy', async () => {
    for (const path of ['/', '/collections']) {
      const response = await app.request(path);
      expect(await response.text(), path).toContain('<title>Panel</title>');
      const csp = expectBrowserHeaders(response, path);
      // WebAssembly may compile (the 3D viewer's decoder); JavaScript may not be evaluated or inlined.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
    }
    const graphiql = await app.request('/graphql', { headers: { accept: 'text/html' } });
    const html = await graphiql.text();
    expect(html).toContain('graphiql');
    const csp = expectBrowserHeaders(graphiql, 'GraphiQL');
    // Its one inline script runs by its hash; nothing else may (no 'unsafe-inline' or 'unsafe-eval' for scripts).
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(hashes[0]).toBe(createHash('sha256').update(script).digest('base64'));
    expect(csp).toMatch(new RegExp(`script-src 'sha256-${hashes[0]!.replace(/[+/]/g, '\\$&')}'(;|$)`));
    expect(csp).toContain('worker-src blob:');
    const answer = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: signIn() });
    expect(expectBrowserHeaders(answer, 'POST /graphql')).toContain("default-src 'none'");
    const healthz = await app.request('/healthz');
    expect(expectBrowserHeaders(healthz, '/healthz')).toContain("default-src 'none'");
  });
});
