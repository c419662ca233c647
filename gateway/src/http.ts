import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { clientAddressOf } from '@meble/domain/client-address';
import { messages } from '@meble/domain/messages';
import type { Gateway } from './gateway.ts';
import type { Upstream } from './rest-client.ts';

export interface HttpAppOptions {
  gateway: Gateway;
  upstream: Upstream;
  baseUrl: string;
  /** The built web app (web/dist); absent in API-only tests. */
  webDist?: string;
  /** TRUST_PROXY: reverse proxies in front of the gateway (their X-Forwarded-For entries name the client). */
  trustProxyHops?: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

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
      if (!response.headers.has('content-encoding')) return response;
      // fetch has already decoded the body: passing the encoding and length on would corrupt it.
      const cleaned = new Headers(response.headers);
      cleaned.delete('content-encoding');
      cleaned.delete('content-length');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: cleaned });
    } catch {
      return Response.json({ message: messages.upstreamUnavailable }, { status: 502 });
    }
  };

  app.all('/graphql', (c) => gateway.fetch(c.req.raw));
  app.get('/healthz', (c) => forward(c.req.raw));
  app.all('/api/*', (c) => forward(c.req.raw, clientAddressOfRequest(c)));
  app.all('/uploads/*', (c) => forward(c.req.raw));

  if (webDist && existsSync(join(webDist, 'index.html'))) {
    const root = normalize(webDist + sep);
    app.get('*', async (c) => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        return c.text('Nie znaleziono', 404);
      }
      const file = normalize(join(root, path));
      const ext = extname(file);
      if (ext !== '') {
        if (!file.startsWith(root)) return c.text('Nie znaleziono', 404);
        try {
          const body = await readFile(file);
          const immutable = path.startsWith('/assets/');
          return c.body(body, 200, {
            'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
        } catch {
          return c.text('Nie znaleziono', 404);
        }
      }
      // Client-side routes all answer with the app shell.
      return c.body(await readFile(join(root, 'index.html')), 200, {
        'content-type': CONTENT_TYPES['.html'] as string,
        'cache-control': 'no-cache',
      });
    });
  }
  return app;
}
