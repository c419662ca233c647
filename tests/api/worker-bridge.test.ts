import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@meble/domain/logger';
import { startWorker, type AppWorker } from '@meble/api/worker/host';
import { requestToWire } from '@meble/api/worker/wire';
import type { Echo } from '../kit/echo-worker.ts';
import { patternChunk } from '../kit/pattern.ts';

// The bridge between the gateway's thread and the API's worker thread, with a stand-in app that echoes what arrived.
const ECHO_WORKER = new URL('../kit/echo-worker.ts', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'meble-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}, onExit: (code: number) => void = () => {}) =>
  startWorker(ECHO_WORKER, { ...process.env, ...env }, { onExit, log: silentLogger });

describe('a request and its answer across the worker bridge', () => {
  let worker: AppWorker;
  beforeAll(async () => {
    worker = await start();
  });
  afterAll(() => worker.close());

  it('arrive whole: method, path and query, headers, a binary body, the bindings; status and headers back', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => 255 - i);
    const response = await worker.fetch(
      new Request('http://api.in-process/echo?filter=sofa%20narożna&offset=50', {
        method: 'PATCH',
        headers: { authorization: 'Bearer abc', 'content-type': 'application/octet-stream', 'x-request-id': 'r-1' },
        body: bytes,
      }),
      { clientAddress: '203.0.113.7' },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('tak');
    const echo = (await response.json()) as Echo;
    expect(echo.method).toBe('PATCH');
    expect(new URL(echo.url).pathname + new URL(echo.url).search).toBe('/echo?filter=sofa%20naro%C5%BCna&offset=50');
    expect(echo.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/octet-stream', 'x-request-id': 'r-1' });
    expect(echo.body).toEqual([...bytes]);
    expect(echo.bindings).toEqual({ clientAddress: '203.0.113.7' });
  });

  it('carries a JSON text body in UTF-8 and whatever plain data the caller binds', async () => {
    const json = JSON.stringify({ name: 'Fotel Łódź' });
    const bindings = { clientAddress: '198.51.100.1', gatewayRequest: 'g-1' };
    const response = await worker.fetch(
      new Request('http://api.in-process/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }),
      bindings,
    );
    const echo = (await response.json()) as Echo;
    expect(new TextDecoder().decode(Uint8Array.from(echo.body))).toBe(json);
    expect(echo.bindings).toEqual(bindings);
  });

  it('answers 304 without a body, keeping its headers', async () => {
    const response = await worker.fetch(new Request('http://api.in-process/not-modified', { headers: { 'if-none-match': '"v1"' } }));
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.body).toBeNull();
  });

  it('keeps a CSV answer byte for byte, its BOM included, and a binary one', async () => {
    const csv = await worker.fetch(new Request('http://api.in-process/csv'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...new Uint8Array(await csv.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const binary = await worker.fetch(new Request('http://api.in-process/binary'));
    expect([...new Uint8Array(await binary.arrayBuffer())]).toEqual(Array.from({ length: 256 }, (_, i) => i));
  });

  it("answers a route's error as the app does (500), and rejects when the app's fetch itself fails", async () => {
    const failed = await worker.fetch(new Request('http://api.in-process/route-error'));
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('500: błąd w trasie');
    await expect(worker.fetch(new Request('http://api.in-process/rejected'))).rejects.toThrow('fetch odrzucony');
    // One failure does not stop the worker.
    expect((await worker.fetch(new Request('http://api.in-process/csv'))).status).toBe(200);
  });

  it('streams the file paths both ways, past the cap of whole bodies (80 MB up, 80 MB down)', async () => {
    const size = 80 * 1024 * 1024;
    let made = 0;
    const expected = createHash('sha256');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (made >= size) return controller.close();
        const chunk = patternChunk(made, Math.min(1024 * 1024, size - made));
        made += chunk.byteLength;
        expected.update(chunk);
        controller.enqueue(chunk);
      },
    });
    const init: RequestInit & { duplex: 'half' } = { method: 'PATCH', body, duplex: 'half', headers: { 'content-type': 'application/offset+octet-stream' } };
    const upload = await worker.fetch(new Request('http://api.in-process/api/files/upload/abc', init));
    expect(await upload.json()).toEqual({ bytes: size, sha256: expected.digest('hex') });

    const download = await worker.fetch(new Request(`http://api.in-process/uploads/model/big.bin?bytes=${size}`));
    const got = createHash('sha256');
    let received = 0;
    for await (const chunk of download.body ?? new ReadableStream<Uint8Array>()) {
      got.update(chunk);
      received += chunk.byteLength;
    }
    const again = createHash('sha256');
    for (let at = 0; at < size; at += 1024 * 1024) again.update(patternChunk(at, Math.min(1024 * 1024, size - at)));
    expect(received).toBe(size);
    expect(got.digest('hex')).toBe(again.digest('hex'));
  });

  it('lets the receiver drop a stream that is still coming: the bytes gathered for it go nowhere and the worker carries on', async () => {
    for (let i = 0; i < 5; i++) {
      const download = await worker.fetch(new Request('http://api.in-process/uploads/image/slow.bin'));
      const reader = download.body!.getReader();
      expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
      await reader.cancel();
    }
    // Past the moment the gathered bytes would have been sent on: the worker is still there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await worker.fetch(new Request('http://api.in-process/binary'))).status).toBe(200);
  });

  it('rejects bindings that are not plain data, without sending the request', async () => {
    const bindings = { clientAddress: '203.0.113.9', gatewayRequest: { log: () => {} } } as unknown as { clientAddress: string };
    await expect(worker.fetch(new Request('http://api.in-process/echo'), bindings)).rejects.toThrow();
    expect((await worker.fetch(new Request('http://api.in-process/csv'))).status).toBe(200);
  });
});

describe('the worker thread', () => {
  it('reads a request body only up to the largest any route takes, plus one byte for its limit to refuse', async () => {
    const wire = await requestToWire(new Request('http://api.in-process/echo', { method: 'POST', body: 'x'.repeat(100) }), 11);
    expect(wire.body instanceof ArrayBuffer ? wire.body.byteLength : -1).toBe(11);
  });

  it('closes the app (its database) when asked, then ends; later calls are refused', async () => {
    const closedFile = join(dir, 'closed');
    let exits = 0;
    const worker = await start({ ECHO_CLOSED_FILE: closedFile }, () => exits++);
    await worker.close();
    expect(readFileSync(closedFile, 'utf8')).toBe('zamknięto');
    await expect(worker.fetch(new Request('http://api.in-process/csv'))).rejects.toThrow();
    expect(exits).toBe(0);
  });

  it('reports a crash: requests in flight are refused and onExit hears a non-zero code (the server then exits)', async () => {
    let exited: (code: number) => void = () => {};
    const exit = new Promise<number>((resolve) => (exited = resolve));
    const worker = await start({}, exited);
    await expect(worker.fetch(new Request('http://api.in-process/crash'))).rejects.toThrow(/exited/);
    expect(await exit).not.toBe(0);
  });

  it('fails to start with the reason the app gave', async () => {
    await expect(start({ ECHO_FAIL_START: '1' })).rejects.toThrow('Nie można otworzyć bazy danych');
  });
});
