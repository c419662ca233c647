// The collection page: one GraphQL query through the gateway vs. the REST calls the legacy client made.
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { seedScale } from '@meble/api/seed/scale';
import type { Database } from '@meble/api/db/schema';
import { ELEMENT_PAGE_MAX, elementSchema } from '@meble/domain/element';
import { kitDetailSchema } from '@meble/domain/kit';
import { silentLogger } from '@meble/domain/logger';
import { createGateway } from '@meble/gateway/gateway';
import { markdownTable, ms, percentiles, timed } from './measure.ts';
import { benchRest, createLink, restRequest, type ApiFetch, type BenchRest, type Link } from './rest.ts';
import { EVERY_DOCUMENT_PERSISTED } from '../kit/web-operations.ts';

export const COLLECTION_SIZES = [10, 100, 1_000, 10_000] as const;
export const INJECTED_LATENCIES_MS = [0, 20] as const;
const RUNS = { 0: { warmUp: 5, runs: 50 }, 20: { warmUp: 3, runs: 20 } } as const;
const AUTH_CHECK = 'GET /api/users/me';

/** Every bench collection gets these kits (indexes into its first elements), so the sizes differ only in elements. */
export const KITS: readonly { name: string; isActive: boolean; elements: readonly number[] }[] = [
  { name: 'Zestaw narożny', isActive: true, elements: [0, 1] },
  { name: 'Zestaw prosty', isActive: true, elements: [2, 3, 4] },
  { name: 'Zestaw duży', isActive: true, elements: [5, 6, 7, 8] },
  { name: 'Zestaw z pufą', isActive: true, elements: [0, 9] },
  { name: 'Zestaw ukryty', isActive: false, elements: [1, 2, 2] },
];

export const COLLECTION_PAGE_QUERY = /* GraphQL */ `
  query CollectionPageBenchQuery($slug: String!) {
    collection(slug: $slug) {
      id
      name
      slug
      discountPercent
      elementCategories { id name }
      elements(first: 50) {
        totalCount
        edges {
          node {
            id
            name
            category { name }
            equipment { name }
            prices { grosze formatted }
          }
        }
      }
      kits {
        id
        name
        isActive
        elements { name }
        totalPrices { group formatted }
      }
    }
  }
`;

const pageAnswerSchema = z.object({
  data: z.object({
    collection: z.object({
      elements: z.object({ totalCount: z.number(), edges: z.array(z.object({ node: z.object({ name: z.string() }) })) }),
      kits: z.array(z.object({ elements: z.array(z.unknown()) })),
    }),
  }),
  errors: z.array(z.unknown()).optional(),
});

/** The bench's 5 kits (`KITS`) added to a collection through the API, built from its first elements. */
export async function createBenchKits(rest: BenchRest, slug: string): Promise<void> {
  const firstElements = await rest.json(z.object({ elements: z.array(elementSchema) }), 'GET', `/api/cms/collection/${slug}/elements?limit=10`);
  const ids = firstElements.elements.map((element) => element._id);
  for (const [ord, kit] of KITS.entries()) {
    const elements = kit.elements.map((i) => ids[i] ?? fail(`${slug} has fewer than ${i + 1} elements`));
    const body = { cSlug: slug, name: kit.name, tinydesc: '', ord: ord + 1, thumbUrl: '', isActive: kit.isActive, elements };
    await rest.json(kitDetailSchema, 'POST', '/api/cms/kit/create', body, 201);
  }
}

interface BenchCollection {
  slug: string;
  elements: number;
}

export interface CollectionPageBench {
  callCounts(): Promise<string>;
  latencies(): Promise<string>;
}

/** Seeds one collection per size (scale generator, then the same 5 kits through the API) and prepares both clients. */
export async function prepareCollectionPageBench(db: Kysely<Database>, api: ApiFetch, token: string): Promise<CollectionPageBench> {
  const rest = benchRest(api, token);
  const collections: BenchCollection[] = [];
  for (const size of COLLECTION_SIZES) {
    const slug = `bench-strona-${size}`;
    await seedScale(db, { elements: size, slug });
    await createBenchKits(rest, slug);
    collections.push({ slug, elements: size });
  }

  const link = createLink(api);
  const gateway = createGateway({ persistedOperations: EVERY_DOCUMENT_PERSISTED, upstream: link.fetch, log: silentLogger });
  const graphPage = (slug: string) => collectionPage(async (url, init) => gateway.fetch(url, init), 'http://bench/graphql', token, slug);
  const legacyPage = (slug: string) => legacyScreens(link, token, slug);

  async function checked(collection: BenchCollection) {
    const graph = await graphPage(collection.slug);
    const legacy = await legacyPage(collection.slug);
    const expected = { elements: collection.elements, shown: Math.min(50, collection.elements), kits: KITS.length };
    if (graph.totalCount !== expected.elements || graph.shown !== expected.shown || graph.kits !== expected.kits) {
      throw new Error(`${collection.slug}: the GraphQL answer has ${JSON.stringify(graph)}, expected ${JSON.stringify(expected)}`);
    }
    if (legacy.elements !== expected.elements || legacy.kits !== expected.kits) {
      throw new Error(`${collection.slug}: the legacy sequence read ${JSON.stringify(legacy)}, expected ${JSON.stringify(expected)}`);
    }
  }

  return {
    async callCounts() {
      const rows: string[][] = [];
      const callLists = new Map<string, number[]>();
      for (const collection of collections) {
        await checked(collection);
        link.calls.length = 0;
        await graphPage(collection.slug);
        const graphCalls = link.calls.splice(0);
        await legacyPage(collection.slug);
        const legacyCalls = link.calls.splice(0);
        const data = graphCalls.filter((call) => call !== AUTH_CHECK);
        const list = data.map((call) => `\`${call.replace(`/${collection.slug}`, '/{slug}')}\``).sort().join(', ');
        callLists.set(list, [...(callLists.get(list) ?? []), collection.elements]);
        rows.push([
          collection.elements.toLocaleString('en'),
          String(data.length),
          String(graphCalls.length - data.length),
          String(legacyCalls.length),
          String(legacyCalls.filter((call) => /\/elements\?/.test(call)).length),
        ]);
      }
      const table = markdownTable(
        ['elements', 'GraphQL query: REST calls', `+ \`${AUTH_CHECK}\` (auth check, counted apart)`, 'legacy sequence: REST calls', 'of which element pages'],
        rows,
      );
      const lists = [...callLists].map(([list, sizes]) =>
        callLists.size === 1 ? `GraphQL query's calls at every size: ${list}.` : `GraphQL query's calls at ${sizes.join(', ')} elements: ${list}.`,
      );
      return `${table}\n\n${lists.join('\n')}`;
    },

    async latencies() {
      const rows: string[][] = [];
      for (const collection of collections) {
        for (const latencyMs of INJECTED_LATENCIES_MS) {
          link.latencyMs = latencyMs;
          const { warmUp, runs } = RUNS[latencyMs];
          for (let i = 0; i < warmUp; i++) {
            await graphPage(collection.slug);
            await legacyPage(collection.slug);
          }
          const graph: number[] = [];
          const legacy: number[] = [];
          // Interleaved, so that drift (GC, the database's caches) weighs on both sides alike.
          for (let i = 0; i < runs; i++) {
            graph.push(await timed(() => graphPage(collection.slug)));
            legacy.push(await timed(() => legacyPage(collection.slug)));
          }
          const g = percentiles(graph);
          const l = percentiles(legacy);
          rows.push([
            collection.elements.toLocaleString('en'),
            `${latencyMs} ms`,
            ms(g.p50),
            ms(g.p95),
            ms(l.p50),
            ms(l.p95),
            String(runs),
          ]);
        }
      }
      link.latencyMs = 0;
      link.calls.length = 0;
      return markdownTable(
        ['elements', 'latency per REST call', 'GraphQL p50 ms', 'GraphQL p95 ms', 'legacy REST p50 ms', 'legacy REST p95 ms', 'runs'],
        rows,
      );
    },
  };
}

/** What posts a GraphQL request: the in-process gateway's `fetch`, or the global one to a gateway over HTTP. */
export type GraphFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface CollectionPageAnswer {
  totalCount: number;
  shown: number;
  kits: number;
  /** The names of the elements shown, in order, so another client's answer can be compared with this one. */
  names: string[];
}

export async function collectionPage(graph: GraphFetch, url: string, token: string, slug: string): Promise<CollectionPageAnswer> {
  const response = await graph(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: COLLECTION_PAGE_QUERY, variables: { slug } }),
  });
  const answer: unknown = await response.json();
  const parsed = pageAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.errors) throw new Error(`collection page of ${slug}: ${JSON.stringify(answer).slice(-1500)}`);
  const { elements, kits } = parsed.data.data.collection;
  const names = elements.edges.map((edge) => edge.node.name);
  return { totalCount: elements.totalCount, shown: elements.edges.length, kits: kits.length, names };
}

const legacyElementsPage = z.object({ elements: z.array(z.unknown()), totalCount: z.number() });
const legacyKits = z.object({ kits: z.array(z.object({ _id: z.string() })) });

/**
 * What the legacy client called for the collection, elements and kits screens, one call after another:
 * dictionaries, the collection, every element (no paging in that client: pages of the API's maximum
 * until totalCount), the kits, then each kit (spec getCollectionKit).
 */
export async function legacyScreens(link: Link, token: string, slug: string): Promise<{ elements: number; kits: number }> {
  const get = async (path: string): Promise<unknown> => {
    const response = await link.fetch(restRequest(path, token));
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  };
  await get('/api/cms/dictionaries');
  await get(`/api/cms/collection/${slug}`);
  let elements = 0;
  for (let offset = 0, total = 1; offset < total; offset += ELEMENT_PAGE_MAX) {
    const page = legacyElementsPage.parse(await get(`/api/cms/collection/${slug}/elements?offset=${offset}&limit=${ELEMENT_PAGE_MAX}`));
    total = page.totalCount;
    elements += page.elements.length;
    if (page.elements.length === 0) break;
  }
  const { kits } = legacyKits.parse(await get(`/api/cms/collection/${slug}/kits`));
  for (const kit of kits) await get(`/api/cms/kit/${kit._id}`);
  return { elements, kits: kits.length };
}

function fail(message: string): never {
  throw new Error(message);
}
