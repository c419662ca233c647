// A proxy in front of the REST API that adds a fixed delay to every call, so every client pays the same per-call latency.
import { Agent, createServer, request as httpRequest } from 'node:http';

export interface LatencyProxy {
  url: string;
  /** Added before each call is forwarded; may be changed between measurements. */
  latencyMs: number;
  /** Calls forwarded since the last reset ("METHOD /path?query"). */
  calls: string[];
  close(): Promise<void>;
}

export async function startLatencyProxy(target: string): Promise<LatencyProxy> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    proxy.calls.push(`${incoming.method} ${incoming.url}`);
    const forward = () => {
      const call = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      call.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(String(error));
      });
      incoming.pipe(call);
    };
    if (proxy.latencyMs > 0) setTimeout(forward, proxy.latencyMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const proxy: LatencyProxy = {
    url: `http://127.0.0.1:${address.port}`,
    latencyMs: 0,
    calls: [],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
  return proxy;
}
