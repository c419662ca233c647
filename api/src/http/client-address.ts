import type { IncomingMessage } from 'node:http';
import { clientAddressOf, normalizeAddress } from '@meble/domain/client-address';

/**
 * What a caller hands the API besides the request (Hono's bindings, the second argument of `api.fetch`).
 * Nothing in an HTTP request can set them, so they are how an in-process caller vouches for a fact.
 */
export interface ApiBindings {
  /**
   * The end client's address, given by an in-process caller that knows it (the gateway, which holds the
   * connection: `api.fetch(request, { clientAddress })`). Never read from a header: the gateway forwards the
   * browser's headers, so any header could be forged by the browser.
   */
  clientAddress?: string;
  /**
   * The gateway's key for one GraphQL request (a random UUID it makes, never read from a header): the calls of one
   * request authenticate once (guards.ts). Absent over HTTP, where every call is authenticated on its own.
   */
  gatewayRequest?: string;
  /** Set by @hono/node-server when the API listens itself (api/src/main.ts). */
  incoming?: IncomingMessage;
}

/** The bucket of in-process callers that name no client (tests, scripts): one shared, so they are throttled too. */
const UNKNOWN_CLIENT = 'in-process';

/**
 * The client address of a public call, in this order: what the in-process caller vouches for; else the socket's
 * peer, or with TRUST_PROXY the X-Forwarded-For entry the trusted proxies added (clientAddressOf); else one
 * shared bucket. A header is trusted only through TRUST_PROXY, and only when the request came over a socket.
 */
export function requestClientAddress(env: ApiBindings | undefined, forwardedFor: string | undefined, trustProxyHops: number): string {
  const vouched = typeof env?.clientAddress === 'string' ? env.clientAddress.trim() : '';
  if (vouched !== '') return normalizeAddress(vouched);
  const socketAddress = env?.incoming?.socket?.remoteAddress;
  if (!socketAddress) return UNKNOWN_CLIENT;
  return clientAddressOf({ socketAddress, forwardedFor, trustProxyHops }) ?? UNKNOWN_CLIENT;
}
