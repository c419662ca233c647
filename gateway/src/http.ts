import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
import { clientAddressOf } from '@meble/domain/client-address';
import { CONFIGURATION_INTAKE_PATH, DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { graphqlBodyLimit } from './body-limit.ts';
import { COMMON_HEADERS, DEFAULT_CSP, graphiqlCsp, isGraphQLPostType, PANEL_CSP } from './browser-headers.ts';
import { DEFAULT_TIMEOUT_MS, type Gateway } from './gateway.ts';
import type { Upstream } from './rest-client.ts';

interface HttpAppOptions {
  gateway: Gateway;
  upstream: Upstream;
  baseUrl: string;
  /** The built web app (web/dist); absent in API-only tests. */
  webDist?: string;
  /** TRUST_PROXY: reverse proxies in front of the gateway (their X-Forwarded-For entries name the client). */
  trustProxyHops?: number;
  /** UPSTREAM_TIMEOUT_MS: how long a forwarded call may wait for the API's answer, as for the graph's REST calls. */
  timeoutMs?: number;
  /** Where masked upstream failures go (their bodies are never passed to the browser). */
  log?: Logger;
  /** CONFIGURATOR_URL: its origin is the only one a browser may call this server from (the intake, CORS). */
  configuratorUrl?: string;
}

/** A forwarded call's outcome when no usable answer came: Polish, nothing of the upstream's own body. */
function failedForward(status: number, method: string, path: string): Response {
  const write = method !== 'GET' && method !== 'HEAD';
  // A write that timed out may have landed all the same: say so rather than that it failed.
  const message = status === 504 && write ? messages.outcomeUnknown : messages.upstreamUnavailable;
  const body = path === '/healthz' ? { status: 'unavailable', message } : { message };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/** The upstream's 502, 503 and 504 keep their meaning (a load balancer reads /healthz's 503); any other 5xx is a 502. */
const maskedStatus = (status: number) => (status === 502 || status === 503 || status === 504 ? status : 502);

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Headers that describe one connection, not the request: the upstream call makes its own.
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'proxy-connection'];

/** One origin: the web app, /graphql, /healthz, and /api + /uploads forwarded to the REST API. */
export function createHttpApp(options: HttpAppOptions): Hono {
  const { gateway, upstream, baseUrl, webDist, trustProxyHops = 0, timeoutMs = DEFAULT_TIMEOUT_MS, log = jsonLogger } = options;
  const configuratorOrigin = new URL(options.configuratorUrl ?? DEFAULT_CONFIGURATOR_URL).origin;
  const app = new Hono();

  // GraphiQL's page is the same for the life of the process: its policy (the hash of its script) is computed once.
  let graphiqlPolicy: { html: string; csp: string } | undefined;
  const graphiqlCspOf = (html: string): string => {
    if (graphiqlPolicy?.html !== html) graphiqlPolicy = { html, csp: graphiqlCsp(html) };
    return graphiqlPolicy.csp;
  };

  // Outermost: every answer (pages, files, /graphql, /api) leaves with the browser-facing headers.
  app.use('*', async (c, next) => {
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html') === true;
    let csp = html ? PANEL_CSP : DEFAULT_CSP;
    let body: BodyInit | null = c.res.body;
    if (html && c.req.path === '/graphql') {
      const text = await c.res.text();
      csp = graphiqlCspOf(text);
      body = text;
    }
    // A new answer with every header given at once: @hono/node-server may send the headers an answer was made with
    // (Yoga's own Response class), not ones set on it afterwards.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    headers.set('Content-Security-Policy', csp);
    const { status, statusText } = c.res;
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  });

  /** The browser's address as this server saw it (never a header the browser set, unless proxies are trusted). */
  const clientAddressOfRequest = (c: Context): string | undefined => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined; // not served by @hono/node-server (tests calling app.fetch directly)
    }
    return clientAddressOf({ socketAddress, forwardedFor: c.req.header('x-forwarded-for'), trustProxyHops });
  };

  const forward = async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, baseUrl);
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    // The same limit as the graph's REST calls, on the wait for the answer's head; a body already streaming (a large
    // download) is not cut. The browser going away aborts the call too.
    const timeout = new AbortController();
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      duplex: 'half',
      signal: AbortSignal.any([request.signal, timeout.signal]),
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        timeout.abort();
        resolve('timeout');
      }, timeoutMs);
    });
    try {
      // X-Forwarded-For from the browser is not passed on: only the address vouched for below counts.
      headers.delete('x-forwarded-for');
      // Raced, not only signalled: the in-process API does not read the request's signal.
      const response = await Promise.race([upstream(new Request(target, init), { clientAddress }), timedOut]);
      if (response === 'timeout') {
        log.error('forwarded call timed out', { method: request.method, path: url.pathname, timeoutMs });
        return failedForward(504, request.method, url.pathname);
      }
      if (response.status >= 500) {
        // Stacks, internal addresses, a proxy's HTML: logged here, never shown to the browser.
        const text = await response.text().catch(() => '');
        log.error('forwarded call answered with an error', { method: request.method, path: url.pathname, status: response.status, body: text.slice(0, 2000) });
        return failedForward(maskedStatus(response.status), request.method, url.pathname);
      }
      // CORS: the configurator's origin on the intake, no origin anywhere else, whatever the upstream says.
      const corsAllowed = url.pathname === CONFIGURATION_INTAKE_PATH && response.headers.get('access-control-allow-origin') === configuratorOrigin;
      const corsNames = corsAllowed ? [] : [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
      if (!response.headers.has('content-encoding') && !response.headers.has(AUTHENTICATED_USER_HEADER) && corsNames.length === 0) return response;
      const cleaned = new Headers(response.headers);
      for (const name of corsNames) cleaned.delete(name);
      if (cleaned.has('content-encoding')) {
        // fetch has already decoded the body: passing the encoding and length on would corrupt it.
        cleaned.delete('content-encoding');
        cleaned.delete('content-length');
      }
      // The API's word to the gateway about who called: not for the browser (it has /users/me).
      cleaned.delete(AUTHENTICATED_USER_HEADER);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: cleaned });
    } catch (error) {
      log.error('forwarded call failed', { method: request.method, path: url.pathname, error: String(error) });
      return failedForward(502, request.method, url.pathname);
    } finally {
      clearTimeout(timer);
    }
  };

  // GraphQL over HTTP: a POST is JSON. A form (urlencoded, multipart, text/plain) is what another site's page can send
  // without asking (no CORS preflight): refused before Yoga parses it.
  app.post('/graphql', (c, next) =>
    isGraphQLPostType(c.req.header('content-type'))
      ? next()
      : c.json({ errors: [{ message: messages.graphqlContentType, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }, 415),
  );
  // Anonymous bodies are small; a signed-in user's may carry a CSV import (body-limit.ts).
  app.use('/graphql', graphqlBodyLimit({ upstream, baseUrl, timeoutMs }));
  // The browser's address goes with the request, so the API throttles a sign-in by it (not by the gateway's own).
  app.all('/graphql', (c) => gateway.fetch(c.req.raw, { clientAddress: clientAddressOfRequest(c) }));
  app.get('/healthz', (c) => forward(c.req.raw));
  app.all('/api/*', (c) => forward(c.req.raw, clientAddressOfRequest(c)));
  app.all('/uploads/*', (c) => forward(c.req.raw));

  if (webDist && existsSync(join(webDist, 'index.html'))) {
    const root = resolve(webDist);
    // Vite's hashed names change with their content: a browser may keep them for good. The rest is revalidated.
    app.get('*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    });
    // .br/.gz written by the build are sent as they are; whatever has none is gzipped on the way out.
    app.use('*', compress());
    // Dot folders (Vite's .vite/manifest.json) are build bookkeeping, not part of the site.
    app.get('*', (c, next) => (/\/\./.test(c.req.path) ? c.text('Nie znaleziono', 404) : next()));
    // serveStatic refuses "..", encoded slashes and backslashes, so a request cannot leave the build folder.
    app.get('*', serveStatic({ root, precompressed: true }));
    // A missing file is a 404; a path without an extension is a client-side route: the app shell answers.
    app.get('*', (c, next) => (extname(c.req.path) !== '' ? c.text('Nie znaleziono', 404) : next()));
    app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
  }
  return app;
}
