import { CSV_MAX_REQUEST_BYTES } from '@meble/domain/csv';
import { isStreamedPath } from '@meble/domain/file-endpoints';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Transferable } from 'node:worker_threads';
import type { ApiBindings } from '../http/client-address.ts';

/**
 * What crosses between the gateway's thread and the API's worker: requests and answers as plain data. JSON and CSV
 * bodies go as whole ArrayBuffers handed over (transferred, not copied): one message is cheaper than a stream for
 * them. On the file paths (uploads, /uploads) bodies go as ReadableStreams handed over, chunk by chunk with
 * backpressure, so a 256 MB upload or download never sits whole in either thread.
 */

/** The bindings an in-process caller vouches for, as plain data (the socket of a listening API cannot cross). */
export type WorkerBindings = Omit<ApiBindings, 'incoming'>;

export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: WireBody;
}

/** A body: whole (JSON, CSV) or a stream handed to the other thread (files). */
export type WireBody = ArrayBuffer | ReadableStream<Uint8Array> | null;

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: WireBody;
}

/** Whether a request's bodies (both ways) cross as streams. */
export function isStreamedRequest(url: string): boolean {
  return isStreamedPath(new URL(url).pathname);
}

/**
 * The most of a request body that is read: the largest request any route takes (a CSV import). One byte more is
 * passed on, so the route's own body limit answers with its own message; the rest is never buffered.
 */
export const MAX_FORWARDED_BODY_BYTES = CSV_MAX_REQUEST_BYTES + 1;

/** Reads at most `limit` bytes of `stream` into one ArrayBuffer of its own (transferable). */
async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = limit - total;
      chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
      total += Math.min(value.byteLength, room);
      if (total >= limit) {
        await reader.cancel();
        break;
      }
    }
  } finally {
    reader.releaseLock();
  }
  const whole = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole.buffer;
}

/**
 * A handed-over stream moves one chunk per message round trip between the threads, so the 16–64 KB chunks of a socket
 * would make a big upload wait on thousands of them: chunks cross gathered to about this size. What has arrived is
 * still sent on within STREAM_GATHER_MS, so a slow sender's bytes are never held back.
 */
export const STREAM_CROSSING_BYTES = 1024 * 1024;
const STREAM_GATHER_MS = 10;

function gathered(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = (): Uint8Array => {
    const whole = parts.length === 1 ? parts[0]! : new Uint8Array(size);
    if (parts.length > 1) {
      let at = 0;
      for (const part of parts) {
        whole.set(part, at);
        at += part.byteLength;
      }
    }
    parts = [];
    size = 0;
    clearTimeout(timer);
    timer = undefined;
    return whole;
  };
  // Late, the stream may be gone (a download the browser dropped, an upload cut off): its bytes go nowhere then.
  const sendOn = (controller: TransformStreamDefaultController<Uint8Array>) => {
    timer = undefined;
    if (size === 0) return;
    const bytes = take();
    try {
      controller.enqueue(bytes);
    } catch {
      // Errored or cancelled meanwhile: nobody reads these bytes any more.
    }
  };
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        parts.push(chunk);
        size += chunk.byteLength;
        if (size >= STREAM_CROSSING_BYTES) controller.enqueue(take());
        // Within STREAM_GATHER_MS of the first byte waiting, however slowly the rest comes.
        else timer ??= setTimeout(() => sendOn(controller), STREAM_GATHER_MS);
      },
      flush(controller) {
        if (size > 0) controller.enqueue(take());
        clearTimeout(timer);
      },
    }),
  );
}

/** The receiving side reads a few gathered chunks ahead, so the sender is not idle while one is written. */
function readAhead(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return stream.pipeThrough(new TransformStream<Uint8Array, Uint8Array>(undefined, { highWaterMark: 4 }));
}

export async function requestToWire(request: Request, maxBodyBytes = MAX_FORWARDED_BODY_BYTES): Promise<WireRequest> {
  const streamed = isStreamedRequest(request.url);
  const body = !request.body ? null : streamed ? gathered(request.body) : await readAtMost(request.body, maxBodyBytes);
  return { method: request.method, url: request.url, headers: [...request.headers], body };
}

export function requestFromWire(wire: WireRequest): Request {
  const hasBody = wire.body !== null && wire.method !== 'GET' && wire.method !== 'HEAD';
  const body = !hasBody ? null : wire.body instanceof ArrayBuffer ? wire.body : wire.body && readAhead(wire.body);
  const init: RequestInit & { duplex?: 'half' } = { method: wire.method, headers: wire.headers, body, duplex: 'half' };
  return new Request(wire.url, init);
}

/** An answer to `requestUrl`: streamed on the file paths, whole otherwise. */
export async function responseToWire(response: Response, requestUrl?: string): Promise<WireResponse> {
  const streamed = requestUrl !== undefined && isStreamedRequest(requestUrl);
  const body = !response.body ? null : streamed ? gathered(response.body) : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** 204, 205 and 304 answers may not carry a body, not even an empty one (a Response refuses one). */
export const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function responseFromWire(wire: WireResponse): Response {
  const body = NULL_BODY_STATUSES.has(wire.status) || wire.body === null ? null : wire.body instanceof ArrayBuffer ? wire.body : readAhead(wire.body);
  return new Response(body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
}

/** What a message hands over rather than copies: its body's buffer, or its stream. */
export function transferablesOf(message: { body: WireBody }): Transferable[] {
  const { body } = message;
  if (body === null) return [];
  if (body instanceof ArrayBuffer) return body.byteLength > 0 ? [body] : [];
  // The same class at run time; the DOM and Node typings name it apart.
  return [body as unknown as NodeReadableStream];
}

/** What the worker says about the API it started (for the start banner). */
export interface WorkerStarted {
  kind: 'pglite' | 'postgres';
  demoSeeded: boolean;
}

/** Host → worker. */
export type HostMessage =
  | { type: 'request'; id: number; request: WireRequest; bindings: WorkerBindings }
  | { type: 'close' };

/** Worker → host. `failed`: the API's fetch itself threw (Hono answers route errors as 500 before that). */
export type WorkerMessage =
  | { type: 'started'; started: WorkerStarted }
  | { type: 'start-failed'; message: string; stack?: string }
  | { type: 'response'; id: number; response: WireResponse }
  | { type: 'failed'; id: number; message: string }
  | { type: 'closed' }
  | { type: 'close-failed'; message: string };
