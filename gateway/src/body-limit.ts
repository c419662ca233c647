import type { IncomingMessage } from 'node:http';
import { getOperationAST, Kind, parse } from 'graphql';
import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import { userEndpoints } from '@meble/domain/user-endpoints';
import { GRAPH_LIMITS } from './limits.ts';
import { documentIdOf, WEB_OPERATION_STORE, type OperationStore } from './persisted-operations.ts';
import { AnswerTooLarge, readBody, untilAborted, type Upstream } from './rest-client.ts';

interface BodyLimitOptions {
  upstream: Upstream;
  baseUrl: string;
  /** How long the token check may take (the REST client's timeout). */
  timeoutMs?: number;
  anonymousBytes?: number;
  signedInBytes?: number;
  csvImportBytes?: number;
  /** The operations a `documentId` names (the web client's). */
  operations?: OperationStore;
}

const BEARER = /^Bearer\s+\S+\s*$/i;

/** The one mutation whose body may be larger than a signed-in caller's limit: it carries a whole CSV file. */
const CSV_IMPORT_FIELD = 'importElementsCsv';

const viewerSchema = userSchema.pick({ isAdmin: true });

/**
 * True when a body's operation is the CSV import: by `documentId` (the web client) or as text (an integrator), an
 * operation whose root fields are all `importElementsCsv`. Anything that does not parse is not.
 */
export function isCsvImport(body: Uint8Array, operations: OperationStore): boolean {
  let params: unknown;
  try {
    params = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return false;
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  const { documentId, query, operationName } = params as Record<string, unknown>;
  const text = documentId !== undefined && documentId !== null ? operations.byId(documentIdOf(documentId) ?? '') : query;
  if (typeof text !== 'string' || (operationName !== undefined && operationName !== null && typeof operationName !== 'string')) return false;
  try {
    const operation = getOperationAST(parse(text, { noLocation: true, maxTokens: GRAPH_LIMITS.tokens }), operationName ?? undefined);
    const roots = operation?.operation === 'mutation' ? operation.selectionSet.selections : [];
    return roots.length > 0 && roots.every((selection) => selection.kind === Kind.FIELD && selection.name.value === CSV_IMPORT_FIELD);
  } catch {
    return false;
  }
}

/** What the body middleware leaves for the /graphql handler: a POST's body, read whole within its caller's limit. */
export interface GraphqlBodyEnv {
  Variables: { graphqlBody: Uint8Array<ArrayBuffer> };
}

/** The request as the Node server received it; absent when the app is called without a socket (tests' `app.request`). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null ? (env as { incoming?: unknown }).incoming : undefined;
  return incoming !== null && typeof incoming === 'object' && 'socket' in incoming ? (incoming as IncomingMessage) : undefined;
}

/**
 * A request body read off its socket, at most `maxBytes` (else AnswerTooLarge, the rest left unread). Read there
 * rather than through the fetch `Request` the Node adapter would make over the socket: that costs every call a web
 * stream and an abort controller, about a twentieth of the gateway's work on an answer.
 */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        stop();
        // Paused, not drained: serveApp answers with Connection: close and lingers (node-server.ts).
        incoming.pause();
        reject(new AnswerTooLarge(maxBytes));
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total) as Buffer<ArrayBuffer>);
    };
    const onGone = () => {
      if (incoming.complete) return;
      stop();
      reject(new Error('the client went away mid-body'));
    };
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

/** A POST's body, at most `maxBytes`: off the socket when served by Node, else from the request itself. */
function readRequestBody(c: Context, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const incoming = incomingOf(c);
  return incoming ? readIncoming(incoming, maxBytes) : readBody(c.req.raw, c.req.raw.signal, maxBytes);
}

/**
 * POST /graphql bodies by who calls: {@link GRAPH_LIMITS.anonymousBodyBytes} without a bearer token the API accepts,
 * {@link GRAPH_LIMITS.signedInBodyBytes} with one, and up to {@link GRAPH_LIMITS.csvImportBodyBytes} only for an
 * administrator's CSV import. A body that fits the small limit costs nothing more; a larger one costs one
 * `GET /api/users/me` before it is read, so a made-up token gets the small limit too. A body declared larger than its
 * limit is refused unread; one sent without a length is read up to it. An administrator's body over the signed-in
 * limit is read whole, then refused unless it is the import. The refusal is a GraphQL answer (413) with a code and a
 * Polish message, as the web shows errors. The body read is left for the handler (`graphqlBody`), which hands it to
 * Yoga: nothing else reads it.
 */
export function graphqlBodyLimit(options: BodyLimitOptions): MiddlewareHandler<GraphqlBodyEnv> {
  const anonymousBytes = options.anonymousBytes ?? GRAPH_LIMITS.anonymousBodyBytes;
  const signedInBytes = options.signedInBytes ?? GRAPH_LIMITS.signedInBodyBytes;
  const csvImportBytes = options.csvImportBytes ?? GRAPH_LIMITS.csvImportBodyBytes;
  const operations = options.operations ?? WEB_OPERATION_STORE;
  const refuse = (c: Context, bytes: number, unread: boolean) =>
    c.json(
      { errors: [{ message: messages.requestTooLarge(Math.floor(bytes / 1024)), extensions: { code: 'REQUEST_TOO_LARGE', limit: bytes } }] },
      413,
      // The rest of the body is still on its way: the connection cannot carry another request after it.
      unread ? { Connection: 'close' } : {},
    );

  /** Whether the token's user is an administrator; undefined when the API does not accept the token. */
  const viewerOf = async (authorization: string): Promise<{ isAdmin: boolean } | undefined> => {
    const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    try {
      // The in-process API ignores a request's signal: the timeout is raced here, whatever the upstream.
      const response = await untilAborted(options.upstream(new Request(new URL(userEndpoints.me.path, options.baseUrl), { headers: { authorization }, signal })), signal);
      if (!response.ok) {
        response.body?.cancel().catch(() => undefined);
        return undefined;
      }
      const viewer = viewerSchema.safeParse(JSON.parse(new TextDecoder().decode(await readBody(response, signal, 64 * 1024))));
      return viewer.success ? viewer.data : undefined;
    } catch {
      return undefined;
    }
  };

  /** The limit of this caller's body: looked up only when the body may be over the small one. */
  const limitOf = async (authorization: string | undefined, sized: boolean, declared: number): Promise<number> => {
    if ((sized && declared <= anonymousBytes) || !authorization || !BEARER.test(authorization)) return anonymousBytes;
    const viewer = await viewerOf(authorization);
    if (!viewer) return anonymousBytes;
    return viewer.isAdmin && !(sized && declared <= signedInBytes) ? csvImportBytes : signedInBytes;
  };

  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    const sized = Number.isFinite(declared) && !c.req.header('transfer-encoding');
    const limit = await limitOf(c.req.header('authorization'), sized, declared);
    if (sized && declared > limit) return refuse(c, limit, true);
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readRequestBody(c, limit);
    } catch (error) {
      if (error instanceof AnswerTooLarge) return refuse(c, limit, true);
      // The client went away mid-body: nobody reads this answer, and there is nothing to log.
      return c.json({ errors: [{ message: messages.invalidRequest, extensions: { code: 'BAD_REQUEST' } }] }, 400, { Connection: 'close' });
    }
    // Read whole: Yoga parses it again, once it is known to be the one operation that may be this large.
    if (body.byteLength > signedInBytes && !isCsvImport(body, operations)) return refuse(c, signedInBytes, false);
    c.set('graphqlBody', body);
    return next();
  };
}
