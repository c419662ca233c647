import { z } from 'zod';
import { pathOf, successOf, type AnswerOf, type Endpoint, type PathArgs, type PathParams } from '@meble/domain/endpoint';
import { errorBodySchema, type ErrorBody } from '@meble/domain/errors';
import { versionEtag } from '@meble/domain/history';
import { forbidden, outcomeUnknown, unauthenticated, upstreamUnavailable } from './errors.ts';
import type { Logger } from '@meble/domain/logger';

/**
 * What the gateway vouches for besides the request. `clientAddress`: the end client's address, which the
 * in-process API takes as its `clientAddress` binding and an API over HTTP reads from X-Forwarded-For
 * (run it with TRUST_PROXY=1); the public configurator intake throttles by it.
 */
export interface UpstreamContext {
  clientAddress?: string;
  /**
   * One unguessable key per GraphQL request (never taken from a header), on every call that request makes: the
   * in-process API authenticates the caller once per key and token instead of once per call. Over HTTP it is not sent.
   */
  gatewayRequest?: string;
}

/** How the gateway reaches the REST API: the in-process app's `fetch`, or `fetch` over HTTP. */
export type Upstream = (request: Request, context?: UpstreamContext) => Promise<Response>;

/** Told of each call a client makes: that it started, then either the answer's headers or that none came. */
export interface CallObserver {
  started(): void;
  answered(status: number, headers: Headers): void;
  failed(): void;
}

interface RestClientOptions {
  upstream: Upstream;
  baseUrl: string;
  token: string | null;
  requestId: string;
  /** See UpstreamContext: the GraphQL request this client's calls belong to. */
  gatewayRequest?: string;
  /** See UpstreamContext: the browser's address, as the HTTP server saw it. */
  clientAddress?: string | undefined;
  timeoutMs: number;
  log: Logger;
  /** Injected so tests need not wait for real back-off. */
  sleep?: (ms: number) => Promise<void>;
  /** The request's context learns its viewer from the answers (see context.ts). */
  observer?: CallObserver;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A 4xx answer the caller handles itself (400 validation, 404, 409, 429). */
export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** The whole answer, for a caller that reads more than the message (a CSV import's report). */
    readonly raw: unknown = body,
  ) {
    super(body.message);
  }
}

/** A copy of an answer the caller holds, named by the ETag the API gave it. */
export interface Tagged<T> {
  readonly etag: string;
  readonly value: T;
}

/** A conditional read's outcome: the held copy the API confirmed (304), or a new answer with its ETag if any. */
export type Revalidated<T> = { notModified: true; etag: string; value: T } | { notModified: false; etag: string | null; value: T };

/** An upstream answer, read whole within its call's deadline. */
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

/**
 * What a call of an endpoint sends: the path's values (each encoded as one segment), the query as text (only the
 * parameters to send, in order), the body, and `handles`: statuses the caller turns into its own answer.
 */
export type EndpointCall<E extends Endpoint> = (PathArgs<E> extends [] ? { params?: undefined } : { params: PathParams<E> }) &
  (E extends { query: infer Q extends z.ZodObject } ? { query?: { readonly [K in keyof z.input<Q>]?: string } } : { query?: undefined }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined }) & {
    handles?: number[];
    /** The record version the editor saw, sent as `If-Match: "N"`: the API refuses the write (409 CONFLICT) when it is stale. */
    ifMatch?: number | undefined;
  };

/** call()'s second argument: optional when the endpoint needs nothing. */
type EndpointCallArgs<E extends Endpoint> = Record<never, never> extends EndpointCall<E> ? [request?: EndpointCall<E>] : [request: EndpointCall<E>];

const MAX_READ_RETRIES = 2;
const BACKOFF_MS = 100;

export interface RestClient {
  readonly token: string | null;
  /** A JSON call of an endpoint of the API's table (domain/src/*-endpoints.ts), its answer checked by the table's schema. */
  call<E extends Endpoint>(endpoint: E, ...request: EndpointCallArgs<E>): Promise<AnswerOf<E>>;
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>>;
  /**
   * A conditional GET: sends the ETags of `held` in If-None-Match. A 304 is answered with the held copy its ETag
   * names, and only one this very call sent; a 304 naming none of them is refetched unconditionally.
   */
  getRevalidated<S extends z.ZodType>(path: string, schema: S, held: readonly Tagged<z.infer<S>>[]): Promise<Revalidated<z.infer<S>>>;
  /** A text answer (a CSV export): errors are handled as for JSON answers. */
  getText(path: string): Promise<string>;
  /** `handles`: statuses the caller turns into its own answer (sign-in's 401 means wrong credentials). */
  send<S extends z.ZodType>(method: Method, path: string, body: unknown, schema: S, handles?: number[]): Promise<z.infer<S>>;
  withToken(token: string): RestClient;
}

export function createRestClient(options: RestClientOptions): RestClient {
  const { upstream, baseUrl, token, requestId, gatewayRequest, clientAddress, timeoutMs, log, observer } = options;
  const context: UpstreamContext | undefined =
    gatewayRequest === undefined && clientAddress === undefined
      ? undefined
      : { ...(gatewayRequest === undefined ? {} : { gatewayRequest }), ...(clientAddress === undefined ? {} : { clientAddress }) };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function call(method: Method, path: string, body: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    observer?.started();
    try {
      const answered = await callWithRetries(method, path, body, extra);
      observer?.answered(answered.status, answered.headers);
      return answered;
    } catch (error) {
      observer?.failed();
      throw error;
    }
  }

  async function callWithRetries(method: Method, path: string, body: unknown, extra: Record<string, string>): Promise<Answer> {
    const headers = new Headers({ ...extra, accept: 'application/json', 'x-request-id': requestId });
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (body !== undefined) headers.set('content-type', 'application/json');
    // Only reads are retried, and only when the connection failed: a write may have landed.
    const attempts = method === 'GET' ? 1 + MAX_READ_RETRIES : 1;
    for (let attempt = 1; ; attempt++) {
      // One deadline for the whole answer, head and body: an upstream may send its head and then stall.
      const signal = AbortSignal.timeout(timeoutMs);
      const request = new Request(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      let headReceived = false;
      try {
        const response = await untilAborted(upstream(request, context), signal);
        headReceived = true;
        return { status: response.status, headers: response.headers, body: await readBody(response, signal) };
      } catch (error) {
        const timedOut = signal.aborted || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'));
        log.error('upstream call failed', { requestId, method, path, attempt, timedOut, headReceived, error: String(error) });
        // A write that timed out was sent, and one whose answer had begun was received: it may have landed, so its
        // outcome is unknown, not a failure.
        if ((timedOut || headReceived) && method !== 'GET') throw outcomeUnknown(requestId);
        if (timedOut || attempt >= attempts) throw upstreamUnavailable(requestId);
        await sleep(BACKOFF_MS * 2 ** (attempt - 1));
      }
    }
  }

  async function answer<S extends z.ZodType>(
    method: Method,
    path: string,
    response: Answer,
    schema: S,
    handles: number[] = [],
  ): Promise<z.infer<S>> {
    const text = new TextDecoder().decode(response.body);
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const handled = handles.includes(response.status);
    if (response.status === 401 && !handled) throw unauthenticated();
    if (response.status === 403 && !handled) throw forbidden();
    // A 5xx is masked unless the caller answers it itself (sign-in's 503: too many sign-ins being checked).
    if ((response.status >= 500 && !handled) || json === undefined) {
      log.error('upstream answered with an error', { requestId, method, path, status: response.status, body: text.slice(0, 2000) });
      throw upstreamUnavailable(requestId);
    }
    if (response.status >= 400) {
      const parsed = errorBodySchema.safeParse(json);
      throw new RestError(response.status, parsed.success ? parsed.data : { message: text.slice(0, 200) }, json);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.error('upstream answer does not match its schema', { requestId, method, path, issues: parsed.error.issues });
      throw upstreamUnavailable(requestId);
    }
    return parsed.data;
  }

  async function callEndpoint<E extends Endpoint>(endpoint: E, ...[request]: EndpointCallArgs<E>): Promise<AnswerOf<E>> {
    const method = endpoint.method.toUpperCase() as Method;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request?.query ?? {})) if (typeof value === 'string') query.set(name, value);
    const params = (request?.params === undefined ? [] : [request.params]) as PathArgs<E>;
    const path = query.size > 0 ? `${pathOf(endpoint, ...params)}?${query}` : pathOf(endpoint, ...params);
    const schema = successOf(endpoint);
    if (!(schema instanceof z.ZodType)) throw new Error(`${endpoint.method} ${endpoint.path} does not answer JSON`);
    const headers: Record<string, string> = request?.ifMatch === undefined ? {} : { 'if-match': versionEtag(request.ifMatch) };
    return (await answer(method, path, await call(method, path, request?.body, headers), schema, request?.handles)) as AnswerOf<E>;
  }

  return {
    token,
    call: callEndpoint,
    async get(path, schema) {
      return answer('GET', path, await call('GET', path, undefined), schema);
    },
    async getRevalidated(path, schema, held) {
      if (held.length > 0) {
        const response = await call('GET', path, undefined, { 'if-none-match': held.map((copy) => copy.etag).join(', ') });
        if (response.status !== 304) return { notModified: false, etag: response.headers.get('etag'), value: await answer('GET', path, response, schema) };
        const etag = response.headers.get('etag');
        const confirmed = held.find((copy) => copy.etag === etag);
        if (confirmed) return { notModified: true, etag: confirmed.etag, value: confirmed.value };
        log.error('upstream answered 304 naming no copy it was asked about', { requestId, path, etag });
      }
      const response = await call('GET', path, undefined);
      return { notModified: false, etag: response.headers.get('etag'), value: await answer('GET', path, response, schema) };
    },
    async getText(path) {
      const response = await call('GET', path, undefined);
      // Decoded by hand: Response.text() drops a leading BOM, which a CSV export keeps for spreadsheets.
      const ok = response.status >= 200 && response.status < 300;
      if (ok && !(response.headers.get('content-type') ?? '').includes('json')) {
        return new TextDecoder('utf-8', { ignoreBOM: true }).decode(response.body);
      }
      return answer('GET', path, response, z.string());
    },
    async send(method, path, body, schema, handles) {
      return answer(method, path, await call(method, path, body), schema, handles);
    },
    withToken(next) {
      return createRestClient({ ...options, token: next });
    },
  };
}

/** The in-process API ignores the request's signal, so the timeout is enforced here, whatever the upstream. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** An upstream answer bigger than its reader takes. */
export class AnswerTooLarge extends Error {
  override name = 'AnswerTooLarge';
  constructor(readonly limit: number) {
    super(`the answer is over ${limit} bytes`);
  }
}

/** Bodies their upstream reads whole by itself (createHttpUpstream), with how to give up on one. */
const wholeBodies = new WeakMap<object, { readonly whole: Promise<Uint8Array<ArrayBuffer>>; readonly cancel: () => void }>();

/**
 * Marks `response` as one whose body `whole` will be, read by its upstream: readBody then awaits it instead of going
 * through the body's stream, which cost a fifth of a millisecond per call between the last byte and the JSON.
 * `cancel` lets the connection go when the reader gives up.
 */
export function answeredWhole(response: Response, whole: Promise<Uint8Array<ArrayBuffer>>, cancel: () => void): Response {
  wholeBodies.set(response, { whole, cancel });
  return response;
}

/**
 * The body of an upstream answer (or of a request), read whole before `signal` aborts (then it rejects with the signal's reason, even
 * when the stream ignores cancelling) or before it grows past `maxBytes` (AnswerTooLarge). Either way the stream is
 * cancelled, or for a body its upstream reads itself (answeredWhole) the connection dropped, so it is let go.
 */
export async function readBody(response: { readonly body: ReadableStream<Uint8Array> | null }, signal: AbortSignal, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array<ArrayBuffer>> {
  const held = wholeBodies.get(response);
  if (held) {
    wholeBodies.delete(response);
    if (signal.aborted) held.cancel();
    else signal.addEventListener('abort', held.cancel, { once: true });
    try {
      const body = await untilAborted(held.whole, signal);
      if (body.byteLength > maxBytes) throw new AnswerTooLarge(maxBytes);
      return body;
    } finally {
      signal.removeEventListener('abort', held.cancel);
    }
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel(signal.reason).catch(() => undefined);
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  try {
    return await untilAborted(readAll(reader, maxBytes), signal);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
