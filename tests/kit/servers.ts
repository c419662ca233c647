import { createServer } from 'node:net';

/** A port nobody listens on now (the OS picks it; a child binds it a moment later): a fixed one may be taken. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Answers once the server on `port` answers its `/healthz` with a 2xx; fails after two minutes. */
export async function healthy(port: number): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} never became healthy`);
}
