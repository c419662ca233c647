import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { NULL_BODY_STATUSES } from '@meble/api/worker/wire';
import { answeredWhole, type Upstream } from './rest-client.ts';

/**
 * How long an idle connection is kept when the API announces no `Keep-Alive: timeout`. Node's own server announces
 * 5 s, and the agent then lets its connection go a second before (so a reused one is not being closed by the API).
 */
const IDLE_MS = 4_000;

/**
 * The graph's REST calls to an API over HTTP (API_URL), on `node:http` with kept-alive connections. The built-in
 * `fetch` costs about twice the CPU per call for the same bytes, on the gateway's one thread. Bodies are read whole
 * both ways, as the REST client reads them: JSON, and a CSV export or import at most; the `/api` pass-through, which
 * streams files, stays on `fetch`. The call's signal destroys its connection, before or after the head.
 */
export function createHttpUpstream(): Upstream {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, timeout: IDLE_MS }),
    'https:': new HttpsAgent({ keepAlive: true, timeout: IDLE_MS }),
  };
  return async (request, context) => {
    const url = new URL(request.url);
    const protocol = url.protocol;
    if (protocol !== 'http:' && protocol !== 'https:') throw new TypeError(`${protocol} is not HTTP`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    if (context?.clientAddress) headers['x-forwarded-for'] = context.clientAddress;
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    if (body) headers['content-length'] = String(body.byteLength);
    const { signal } = request;
    signal.throwIfAborted();
    return new Promise<Response>((resolve, reject) => {
      const send = protocol === 'https:' ? httpsRequest : httpRequest;
      const call = send(url, { method: request.method, headers, agent: agents[protocol] }, (answer) => {
        const whole = readWhole(answer);
        // Let go of the signal once the body is in, or has failed (a failure is then the reader's to see).
        whole.then(done, done);
        const status = answer.statusCode ?? 502;
        // Answered at the head, as fetch answers: a body that stalls or is cut fails its read, so a write's caller
        // knows it was received (its outcome is unknown, not failed). The body is handed over in one piece.
        const stream = NULL_BODY_STATUSES.has(status)
          ? null
          : new ReadableStream<Uint8Array>({
              async pull(controller) {
                controller.enqueue(await whole);
                controller.close();
              },
              cancel() {
                answer.destroy();
              },
            });
        const response = new Response(stream, { status, headers: headersOf(answer) });
        // The REST client takes the body as read here (readBody), without the stream's hops.
        resolve(stream === null ? response : answeredWhole(response, whole, () => answer.destroy()));
      });
      function done() {
        signal.removeEventListener('abort', abort);
      }
      function abort() {
        done();
        call.destroy();
        reject(signal.reason);
      }
      signal.addEventListener('abort', abort, { once: true });
      call.on('error', (error) => {
        done();
        reject(error);
      });
      call.end(body);
    });
  };
}

function readWhole(answer: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => resolve(Buffer.concat(chunks)));
    answer.on('error', reject);
    // A connection cut before the end of the body: `end` never comes.
    answer.on('close', () => {
      if (!answer.complete) reject(new Error('the upstream cut its answer short'));
    });
  });
}

function headersOf(answer: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = answer.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}
