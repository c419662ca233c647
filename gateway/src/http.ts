import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { AUTHENTICATED_USER_HEADER } from '@meble/domain/authenticated-user';
import { clientAddressOf } from '@meble/domain/client-address';
import { messages } from '@meble/domain/messages';
import { graphqlBodyLimit } from './body-limit.ts';
import type { Gateway } from './gateway.ts';
import type { Upstream } from './rest-client.ts';

interface HttpAppOptions {
  gateway: Gateway;
  upstream: Upstream;
  baseUrl: string;
  /** The built web app (web/dist); absent in API-only tests. */
  webDist?: string;
  /** TRUST_PROXY: reverse proxies in front of the gateway (their X-Forwarded-For entries name the client). */
  trustProxyHops?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Headers that describe one connection, not the request: the upstream call makes its own.
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'proxy-connection'];

/** One origin: the web app, /graphql, /healthz, and /api + /uploads forwarded to the REST API. */
export function createHttpApp(options: HttpAppOptions): Hono {
  const { gateway, upstream, baseUrl, webDist, trustProxyHops = 0 } = options;
  const app = new Hono();

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
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      duplex: 'half',
      signal: request.signal,
    };
    try {
      // X-Forwarded-For from the browser is not passed on: only the address vouched for below counts.
      headers.delete('x-forwarded-for');
      const response = await upstream(new Request(target, init), { clientAddress });
      if (!response.headers.has('content-encoding') && !response.headers.has(AUTHENTICATED_USER_HEADER)) return response;
      const cleaned = new Headers(response.headers);
      if (cleaned.has('content-encoding')) {
        // fetch has already decoded the body: passing the encoding and length on would corrupt it.
        cleaned.delete('content-encoding');
        cleaned.delete('content-length');
      }
      // The API's word to the gateway about who called: not for the browser (it has /users/me).
      cleaned.delete(AUTHENTICATED_USER_HEADER);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: cleaned });
    } catch {
      return Response.json({ message: messages.upstreamUnavailable }, { status: 502 });
    }
  };

  // Anonymous bodies are small; a signed-in user's may carry a CSV import (body-limit.ts).
  app.use('/graphql', graphqlBodyLimit({ upstream, baseUrl }));
  app.all('/graphql', (c) => gateway.fetch(c.req.raw));
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
