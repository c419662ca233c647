import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface SocketRequest {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** A keep-alive agent whose connection later requests reuse; none: a connection of its own (asking for keep-alive too). */
  agent?: Agent;
  /** The body in two chunks without a Content-Length (Transfer-Encoding: chunked), as a streaming client sends it. */
  chunked?: boolean;
}

/** One request over a real socket (node:http), its whole answer read. Rejects when the connection fails. */
export function send(port: number, { method = 'GET', path, headers = {}, body, agent, chunked = false }: SocketRequest): Promise<SocketAnswer> {
  // A client that asks for keep-alive: a `Connection: close` in the answer is then the server's own.
  const own = agent ? undefined : keepAliveAgent();
  return new Promise<SocketAnswer>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: agent ?? own,
        headers: body === undefined || chunked ? headers : { 'content-length': Buffer.byteLength(body), ...headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (chunked && body !== undefined) {
      const bytes = Buffer.from(body);
      outgoing.write(bytes.subarray(0, bytes.byteLength >> 1));
      outgoing.end(bytes.subarray(bytes.byteLength >> 1));
    } else outgoing.end(body);
  }).finally(() => own?.destroy());
}

/** A client that keeps its one connection open between requests, as browsers and load balancers do. */
export const keepAliveAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 });
