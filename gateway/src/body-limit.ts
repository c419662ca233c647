import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '@meble/domain/messages';
import { GRAPH_LIMITS } from './limits.ts';
import type { Upstream } from './rest-client.ts';

interface BodyLimitOptions {
  upstream: Upstream;
  baseUrl: string;
  /** How long the token check may take (the REST client's timeout). */
  timeoutMs?: number;
  anonymousBytes?: number;
  signedInBytes?: number;
}

const BEARER = /^Bearer\s+\S+\s*$/i;

/**
 * POST /graphql bodies: {@link GRAPH_LIMITS.anonymousBodyBytes} unless the caller's bearer token is one the API
 * accepts, then {@link GRAPH_LIMITS.signedInBodyBytes} (a CSV import). A body that fits the small limit costs nothing
 * more; a larger one costs one `GET /api/users/me` before it is read, so a made-up token gets the small limit too.
 * The refusal is a GraphQL answer (413) with a code and a Polish message, as the web shows errors.
 */
export function graphqlBodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const anonymousBytes = options.anonymousBytes ?? GRAPH_LIMITS.anonymousBodyBytes;
  const signedInBytes = options.signedInBytes ?? GRAPH_LIMITS.signedInBodyBytes;
  const refuse = (bytes: number) => (c: Context) =>
    c.json(
      { errors: [{ message: messages.requestTooLarge(Math.floor(bytes / 1024)), extensions: { code: 'REQUEST_TOO_LARGE', limit: bytes } }] },
      413,
    );
  const small = bodyLimit({ maxSize: anonymousBytes, onError: refuse(anonymousBytes) });
  const large = bodyLimit({ maxSize: signedInBytes, onError: refuse(signedInBytes) });

  const tokenAccepted = async (authorization: string): Promise<boolean> => {
    const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    // The in-process API ignores a request's signal: the timeout is raced here, whatever the upstream.
    const timedOut = new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    try {
      const response = await Promise.race([
        options.upstream(new Request(new URL('/api/users/me', options.baseUrl), { headers: { authorization }, signal })),
        timedOut,
      ]);
      // Only the status matters: the body is dropped without waiting on an upstream that may stall mid-answer.
      response.body?.cancel().catch(() => undefined);
      return response.ok;
    } catch {
      return false;
    }
  };

  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const authorization = c.req.header('authorization');
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    const fitsSmall = Number.isFinite(declared) && declared <= anonymousBytes && !c.req.header('transfer-encoding');
    if (fitsSmall || !authorization || !BEARER.test(authorization)) return small(c, next);
    if (Number.isFinite(declared) && declared > signedInBytes) return refuse(signedInBytes)(c);
    return (await tokenAccepted(authorization)) ? large(c, next) : small(c, next);
  };
}
