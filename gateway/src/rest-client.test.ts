import { describe, expect, it, vi } from 'vitest';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { AnswerTooLarge, createRestClient, readBody, RestError, type Upstream } from './rest-client.ts';
import { authEndpoints } from '@meble/domain/auth-endpoints';
import { silentLogger, type Logger } from '@meble/domain/logger';
import { userEndpoints } from '@meble/domain/user-endpoints';
import { messages } from '@meble/domain/messages';

const okSchema = z.object({ ok: z.boolean() });

function client(upstream: Upstream, token: string | null = 'T', timeoutMs = 1000) {
  return createRestClient({ upstream, baseUrl: 'http://api.test', token, requestId: 'req-1', timeoutMs, log: silentLogger, sleep: async () => {} });
}

function codeOf(error: unknown): unknown {
  return error instanceof GraphQLError ? error.extensions.code : undefined;
}

describe('REST client', () => {
  it('forwards the bearer token and the request id', async () => {
    const seen: Request[] = [];
    await client(async (r) => {
      seen.push(r);
      return Response.json({ ok: true });
    }).get(userEndpoints.me.path, okSchema);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer T');
    expect(seen[0]?.headers.get('x-request-id')).toBe('req-1');
    expect(seen[0]?.url).toBe(`http://api.test${userEndpoints.me.path}`);
  });

  describe('a call of an endpoint of the table', () => {
    it('fills the path with encoded segments, sends the query in order and the body, and parses the answer by the table', async () => {
      const seen: { method: string; url: string; body: string }[] = [];
      const rest = client(async (r) => {
        seen.push({ method: r.method, url: r.url, body: await r.text() });
        return new URL(r.url).pathname === userEndpoints.list.path
          ? Response.json({ list: [], totalCount: 0, nextCursor: null })
          : Response.json({ _id: 'a/b c', name: 'Salon', ignored: true });
      });
      await expect(rest.call(userEndpoints.remove, { params: { id: 'a/b c\ud800' } })).resolves.toEqual({ _id: 'a/b c', name: 'Salon' });
      await rest.call(userEndpoints.list, { query: { limit: '5', salons: 'true', cursor: undefined } });
      await rest.call(authEndpoints.signIn, { body: { email: 'a@b.pl', password: 'x' }, handles: [401] }).catch(() => undefined);
      expect(seen).toEqual([
        { method: 'POST', url: `http://api.test${userEndpoints.remove.path.replace('{id}', 'a%2Fb%20c%EF%BF%BD')}`, body: '' },
        { method: 'GET', url: `http://api.test${userEndpoints.list.path}?limit=5&salons=true`, body: '' },
        { method: 'POST', url: `http://api.test${authEndpoints.signIn.path}`, body: '{"email":"a@b.pl","password":"x"}' },
      ]);
    });

    it('hands the statuses the caller handles back as RestError, and masks an answer the table does not describe', async () => {
      const refused = await client(async () => Response.json({ message: 'Zły e-mail lub hasło' }, { status: 401 }))
        .call(authEndpoints.signIn, { body: { email: 'a@b.pl', password: 'x' }, handles: [401] })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RestError);
      expect((refused as RestError).status).toBe(401);
      const bad = await client(async () => Response.json({ name: 1 })).call(userEndpoints.me).catch((e: unknown) => e);
      expect(codeOf(bad)).toBe('UPSTREAM_UNAVAILABLE');
    });
  });

  it('maps 401 to UNAUTHENTICATED and 403 to FORBIDDEN', async () => {
    const answer = (status: number) => client(async () => Response.json({ message: 'x' }, { status })).get('/p', okSchema);
    expect(codeOf(await answer(401).catch((e: unknown) => e))).toBe('UNAUTHENTICATED');
    expect(codeOf(await answer(403).catch((e: unknown) => e))).toBe('FORBIDDEN');
  });

  it('masks 5xx and answers that break the schema, keeping the details out of the message', async () => {
    const five = await client(async () => new Response('database exploded: password=secret', { status: 500 }))
      .get('/p', okSchema)
      .catch((e: unknown) => e);
    expect(codeOf(five)).toBe('UPSTREAM_UNAVAILABLE');
    expect((five as GraphQLError).message).not.toContain('secret');
    expect((five as GraphQLError).extensions.requestId).toBe('req-1');
    const bad = await client(async () => Response.json({ nope: 1 })).get('/p', okSchema).catch((e: unknown) => e);
    expect(codeOf(bad)).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('hands other 4xx to the caller with the Polish message and field errors', async () => {
    const error = await client(async () =>
      Response.json({ message: 'Błąd', errors: [{ field: 'name', message: 'Wpisz nazwę' }] }, { status: 400 }),
    )
      .send('POST', '/p', {}, okSchema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).body.errors).toEqual([{ field: 'name', message: 'Wpisz nazwę' }]);
  });

  it('retries a read at most twice on a connection error, then succeeds or masks', async () => {
    let calls = 0;
    const flaky: Upstream = async () => {
      calls++;
      if (calls < 3) throw new TypeError('fetch failed');
      return Response.json({ ok: true });
    };
    await expect(client(flaky).get('/p', okSchema)).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);

    calls = 0;
    const down: Upstream = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    expect(codeOf(await client(down).get('/p', okSchema).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls).toBe(3);
  });

  it('never retries a write', async () => {
    let calls = 0;
    const down: Upstream = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    expect(codeOf(await client(down).send('POST', '/p', {}, okSchema).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls).toBe(1);
  });

  it('gives up after the per-call timeout even when the upstream ignores the abort signal', async () => {
    const deaf: Upstream = () => new Promise<Response>(() => {});
    const error = await client(deaf, 'T', 50).get('/p', okSchema).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('gives up after the per-call timeout without retrying', async () => {
    let calls = 0;
    const hanging: Upstream = (request) => {
      calls++;
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    };
    const error = await client(hanging, 'T', 50).get('/p', okSchema).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls).toBe(1);
  });

  it('tells a write that timed out that its outcome is unknown (it may have landed), not that it failed', async () => {
    const deaf: Upstream = () => new Promise<Response>(() => {});
    const error = await client(deaf, 'T', 50).send('POST', '/p', {}, okSchema).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('OUTCOME_UNKNOWN');
    expect((error as Error).message).toBe(messages.outcomeUnknown);
    // A write whose connection failed before sending is unavailable, as before.
    const down: Upstream = async () => {
      throw new TypeError('fetch failed');
    };
    expect(codeOf(await client(down).send('DELETE', '/p', undefined, okSchema).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
  });

  describe('an upstream that sends its head and then stalls or is cut', () => {
    /** An answer whose body starts and never ends; `cancelled` tells whether the client let it go. */
    function stalling(status = 200) {
      const state = { cancelled: false, calls: 0 };
      const upstream: Upstream = async () => {
        state.calls++;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
          },
          cancel() {
            state.cancelled = true;
          },
        });
        return new Response(body, { status, headers: { 'content-type': 'application/json' } });
      };
      return { upstream, state };
    }

    /** An answer whose body starts and then fails, as fetch's does when the connection drops ("terminated"). */
    const cut: Upstream = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );

    function logged() {
      const entries: { message: string; details?: Record<string, unknown> }[] = [];
      const log: Logger = { info: () => {}, error: (message, details) => entries.push({ message, details }) };
      return { log, entries };
    }

    it('gives up on a read at the deadline (UPSTREAM_UNAVAILABLE), without retrying, and cancels the body', async () => {
      const { upstream, state } = stalling();
      const { log, entries } = logged();
      const started = Date.now();
      const error = await createRestClient({ upstream, baseUrl: 'http://api.test', token: 'T', requestId: 'req-1', timeoutMs: 200, log })
        .get('/p', okSchema)
        .catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
      expect((error as Error).message).toBe(messages.upstreamUnavailable);
      expect(state.calls).toBe(1);
      expect(state.cancelled).toBe(true);
      expect(entries.map((entry) => [entry.message, entry.details?.timedOut, entry.details?.headReceived])).toEqual([['upstream call failed', true, true]]);
    });

    it('covers every kind of read: a text export, a conditional GET, and a 5xx whose body stalls', async () => {
      expect(codeOf(await client(stalling().upstream, 'T', 200).getText('/p').catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
      const held = [{ etag: '"a.1"', value: { ok: true } }];
      expect(codeOf(await client(stalling().upstream, 'T', 200).getRevalidated('/p', okSchema, held).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
      expect(codeOf(await client(stalling(500).upstream, 'T', 200).get('/p', okSchema).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
    });

    it('tells a write whose answer stalls or is cut that its outcome is unknown: it was received', async () => {
      const stalled = await client(stalling().upstream, 'T', 200).send('PATCH', '/p', {}, okSchema).catch((e: unknown) => e);
      expect(codeOf(stalled)).toBe('OUTCOME_UNKNOWN');
      expect((stalled as Error).message).toBe(messages.outcomeUnknown);
      expect(codeOf(await client(cut).send('POST', '/p', {}, okSchema).catch((e: unknown) => e))).toBe('OUTCOME_UNKNOWN');
    });

    it('retries a read whose answer was cut, as for a failed connection', async () => {
      let calls = 0;
      const cutOnce: Upstream = async (request) => (++calls === 1 ? cut(request) : Response.json({ ok: true }));
      await expect(client(cutOnce).get('/p', okSchema)).resolves.toEqual({ ok: true });
      expect(calls).toBe(2);
      expect(codeOf(await client(cut).get('/p', okSchema).catch((e: unknown) => e))).toBe('UPSTREAM_UNAVAILABLE');
    });

    it('tells the observer the call failed, not that it answered, when the body never came', async () => {
      const observer = { started: vi.fn(), answered: vi.fn(), failed: vi.fn() };
      const { upstream } = stalling();
      await createRestClient({ upstream, baseUrl: 'http://api.test', token: 'T', requestId: 'r', timeoutMs: 100, log: silentLogger, observer })
        .get('/p', okSchema)
        .catch(() => undefined);
      expect([observer.started.mock.calls.length, observer.answered.mock.calls.length, observer.failed.mock.calls.length]).toEqual([1, 0, 1]);
    });
  });

  describe('readBody', () => {
    it('reads a body whole, and refuses one past its limit', async () => {
      const signal = new AbortController().signal;
      expect(new TextDecoder().decode(await readBody(new Response('x'.repeat(100)), signal, 100))).toBe('x'.repeat(100));
      await expect(readBody(new Response('x'.repeat(101)), signal, 100)).rejects.toBeInstanceOf(AnswerTooLarge);
      expect((await readBody(new Response(null, { status: 204 }), signal)).byteLength).toBe(0);
    });
  });

  describe('conditional GET', () => {
    const held = [
      { etag: '"admin.1"', value: { ok: true } },
      { etag: '"salon.1"', value: { ok: false } },
    ];

    it('sends every held ETag and answers the copy the 304 names, in one call', async () => {
      const seen: Request[] = [];
      const answer = await client(async (r) => {
        seen.push(r);
        return new Response(null, { status: 304, headers: { etag: '"salon.1"' } });
      }).getRevalidated('/p', okSchema, held);
      expect(seen.map((r) => r.headers.get('if-none-match'))).toEqual(['"admin.1", "salon.1"']);
      expect(answer).toEqual({ notModified: true, etag: '"salon.1"', value: { ok: false } });
    });

    it('answers a 200 with its ETag, and a GET with no held copy is unconditional', async () => {
      const seen: Request[] = [];
      const answer = await client(async (r) => {
        seen.push(r);
        return Response.json({ ok: true }, { headers: { etag: '"admin.2"' } });
      }).getRevalidated('/p', okSchema, []);
      expect(seen[0]?.headers.has('if-none-match')).toBe(false);
      expect(answer).toEqual({ notModified: false, etag: '"admin.2"', value: { ok: true } });
    });

    it('never trusts a 304 naming a copy it did not ask about (or none): it reads the answer again', async () => {
      for (const named of ['"admin.0"', null]) {
        const seen: Request[] = [];
        const answer = await client(async (r) => {
          seen.push(r);
          if (r.headers.has('if-none-match')) return new Response(null, { status: 304, headers: named === null ? {} : { etag: named } });
          return Response.json({ ok: true }, { headers: { etag: '"admin.3"' } });
        }).getRevalidated('/p', okSchema, held);
        expect(seen.map((r) => r.headers.has('if-none-match'))).toEqual([true, false]);
        expect(answer).toEqual({ notModified: false, etag: '"admin.3"', value: { ok: true } });
      }
    });
  });
});
