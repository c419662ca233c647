import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import type { Upstream } from '@meble/gateway/rest-client';
import { patternChunk } from '../kit/pattern.ts';

// Uploads and file downloads pass through as streams: nothing read whole, no cap below the upload limit, and timed by
// idleness rather than by the JSON calls' one timer for the whole call (here 50 ms for JSON, 1 s idle for files).
const TIMEOUT_MS = 50;
const IDLE_MS = 1000;

function setUp(routes: (request: Request) => Promise<Response>) {
  const logged: string[] = [];
  const told: string[] = [];
  const log: Logger = { info: (message) => told.push(message), error: (message) => logged.push(message) };
  const upstream: Upstream = (request) => routes(request);
  const baseUrl = 'http://api.upstream';
  const gateway = createGateway({ upstream, baseUrl, timeoutMs: TIMEOUT_MS, log });
  const app = createHttpApp({ gateway, upstream, baseUrl, timeoutMs: TIMEOUT_MS, streamIdleMs: IDLE_MS, log });
  return { app, logged, told };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stream of `chunks` pattern chunks of `size` bytes, waiting `gapMs` before each; counts how far it was read. */
function slowStream(chunks: number, size: number, gapMs: number) {
  const state = { made: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (state.made >= chunks) return controller.close();
        await sleep(gapMs);
        controller.enqueue(patternChunk(state.made * size, size));
        state.made += 1;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function sha256Of(stream: ReadableStream<Uint8Array> | null): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream ?? new ReadableStream<Uint8Array>()) {
    hash.update(chunk);
    bytes += chunk.byteLength;
  }
  return { bytes, sha256: hash.digest('hex') };
}

describe('the file paths of the pass-through', () => {
  it('send a download that takes far longer than the JSON timeout, as long as bytes keep coming, with its headers', async () => {
    const { stream } = slowStream(5, 1024, 60);
    const { app } = setUp(async () => new Response(stream, { headers: { 'content-type': 'model/gltf-binary', 'content-security-policy': "default-src 'none'; sandbox" } }));
    const response = await app.request('/uploads/model/sofa.glb');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    // A stored file keeps the API's sandboxing policy instead of the panel's.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const got = await sha256Of(response.body);
    expect(got.bytes).toBe(5 * 1024);
  });

  it('log no error for an image the browser stops waiting for (it left the page): nothing failed', async () => {
    const { app, logged, told } = setUp(() => new Promise<Response>(() => {}));
    const browser = new AbortController();
    setTimeout(() => browser.abort('Client connection prematurely closed.'), 5);
    await app.request('/uploads/collection/cover.jpg', { signal: browser.signal });
    expect(logged).toEqual([]);
    expect(told).toEqual(['forwarded call abandoned: the browser went away']);
  });

  it('cut a download that stops moving for the idle time: the browser sees the stream fail, and it is logged', async () => {
    const { app, logged } = setUp(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(patternChunk(0, 10)) }),
          { headers: { 'content-type': 'application/octet-stream' } },
        ),
    );
    const response = await app.request('/uploads/model/stalled.bin');
    expect(response.status).toBe(200);
    await expect(sha256Of(response.body)).rejects.toThrow();
    expect(logged).toEqual([]);
  });

  it('read the browser only as fast as the API takes it (backpressure), and pass 80 MB of upload on whole (past any JSON cap)', async () => {
    const size = 80 * 1024 * 1024;
    const chunk = 1024 * 1024;
    let made = 0;
    const sent = createHash('sha256');
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (made >= size) return controller.close();
          const bytes = patternChunk(made, chunk);
          made += chunk;
          sent.update(bytes);
          controller.enqueue(bytes);
        },
      },
      { highWaterMark: 0 },
    );
    let aheadMost = 0;
    const { app } = setUp(async (request) => {
      let read = 0;
      const hash = createHash('sha256');
      for await (const piece of request.body ?? new ReadableStream<Uint8Array>()) {
        read += piece.byteLength;
        hash.update(piece);
        aheadMost = Math.max(aheadMost, made - read);
      }
      return Response.json({ bytes: read, sha256: hash.digest('hex') });
    });
    const init: RequestInit & { duplex: 'half' } = { method: 'PATCH', body, duplex: 'half', headers: { 'content-type': 'application/offset+octet-stream' } };
    const response = await app.request('/api/files/upload/abc', init);
    expect(await response.json()).toEqual({ bytes: size, sha256: sent.digest('hex') });
    // Never more than a few chunks between what the browser sent and what the API read: nothing piles up between.
    expect(aheadMost).toBeLessThanOrEqual(4 * chunk);
  });

  it('give up on an upload the browser stops sending, and tell it the outcome is unknown (504)', async () => {
    const { app, logged } = setUp(async (request) => {
      await sha256Of(request.body);
      return Response.json({ ok: true });
    });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(patternChunk(0, 100)) });
    const init: RequestInit & { duplex: 'half' } = { method: 'PATCH', body, duplex: 'half' };
    const response = await app.request('/api/files/upload/abc', init);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: messages.outcomeUnknown });
    expect(logged).toEqual(['forwarded stream went idle']);
  });

  it('still answer an API that fails with its 5xx masked, as for JSON calls', async () => {
    const { app } = setUp(async () => new Response('Error: at storage.ts:1', { status: 500 }));
    const response = await app.request('/uploads/model/x.glb');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: messages.upstreamUnavailable });
  });
});
