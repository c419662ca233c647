// The CPU each hostile document at the token limit costs the server, from the request to its answer, as a salon user
// and as an administrator (tests/kit/hostile-documents.ts builds them; tests/gateway/hostile-documents.test.ts
// asserts that their checks are linear). The REST API runs in this process on PGlite with the demo data, so the CPU
// counted includes the check of the caller's token. Run alone: `npx tsx tests/bench/hostile-documents.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileDocuments } from '../kit/hostile-documents.ts';
import { markdownTable, median, ms } from './measure.ts';

const RUNS = 7;

/** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } …`, 30 levels: the document that froze the server. */
const fanOut30 = `query { ...F0 } ${Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F30 on Query { __typename }`;

export async function hostileDocumentsReport(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-hostile-'));
  const { startApi } = await import('@meble/api/runtime');
  const { createGateway } = await import('@meble/gateway/gateway');
  const { silentLogger } = await import('@meble/domain/logger');
  const api = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, { log: silentLogger });
  try {
    const gateway = createGateway({ upstream: (request, context) => Promise.resolve(api.api.fetch(request, { ...context })), log: silentLogger });
    const post = async (query: string, token?: string) => {
      const response = await gateway.fetch('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    };
    const signIn = async (email: string, password: string) => {
      const answer = await post(`mutation { signIn(email: "${email}", password: "${password}") { ... on SignInPayload { token } } }`);
      return (answer.data as { signIn: { token: string } }).signIn.token;
    };
    const tokens = { 'salon user': await signIn('salon1@example.com', 'Salon12345!'), administrator: await signIn('admin@example.com', 'Admin12345!') };
    const documents = [
      { name: 'the 30-level fan-out', query: fanOut30 },
      ...hostileDocuments('manhattan').map(({ name, query }) => ({ name: `${name}, at the token limit`, query })),
      ...hostileDocuments('manhattan', 'limits').map(({ name, query }) => ({ name: `${name}, the largest within the limits`, query })),
    ];

    const rows: string[][] = [];
    let slowest = { name: '', who: '', cpu: 0 };
    for (const { name, query } of documents) {
      const cells = [name, `${(Buffer.byteLength(query) / 1024).toFixed(1)} KB`];
      let answer = '';
      for (const [who, token] of Object.entries(tokens)) {
        const result = await post(query, token);
        answer = result.errors?.[0]?.extensions?.code ?? (result.errors ? 'errors' : 'data');
        const cpu: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const before = process.cpuUsage();
          await post(query, token);
          const used = process.cpuUsage(before);
          cpu.push((used.user + used.system) / 1000);
        }
        const typical = median(cpu);
        if (typical > slowest.cpu) slowest = { name, who, cpu: typical };
        cells.push(ms(typical));
      }
      rows.push([...cells, answer]);
    }
    const table = markdownTable(['document', 'size', 'salon user: CPU ms (median of 7)', 'administrator', 'answer'], rows);
    return `${table}\n\nSlowest: ${slowest.name}, as ${slowest.who}: ${ms(slowest.cpu)} ms of CPU.`;
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await hostileDocumentsReport());
}
