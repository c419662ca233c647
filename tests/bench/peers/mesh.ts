// GraphQL Mesh v1 as the peer: installed on demand outside the project's dependencies, composed from our own
// /api/openapi.json with Mesh Compose, served by Hive Gateway in its own process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { CollectionPageAnswer } from '../collection-page.ts';
import { freePort, runNode, startNode, type Server } from './processes.ts';

/** Pinned, and checked on Node 20 (@graphql-hive/gateway 2.x asks for Node >= 20). */
export const MESH_PACKAGES = {
  '@graphql-hive/gateway': '2.15.1',
  '@graphql-mesh/compose-cli': '1.8.2',
  '@omnigraph/openapi': '0.112.4',
  '@graphql-mesh/transport-rest': '0.12.2',
  graphql: '16.15.0',
} as const;

const CACHE_DIR = process.env.MEBLE_BENCH_PEERS_DIR ?? join(homedir(), '.cache', 'meble-bench-peers');

/** The peer's install directory, installed with npm the first time (or when the pinned versions change). */
export function installMesh(): string {
  const dir = join(CACHE_DIR, 'mesh');
  const manifest = `${JSON.stringify({ private: true, dependencies: MESH_PACKAGES }, null, 2)}\n`;
  const manifestPath = join(dir, 'package.json');
  const installed = join(dir, 'node_modules', '@graphql-hive', 'gateway', 'package.json');
  if (existsSync(installed) && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === manifest) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifestPath, manifest);
  console.error(`Installing GraphQL Mesh into ${dir} (once)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--omit=dev'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install in ${dir} failed`);
  return dir;
}

/**
 * Composes a supergraph from the running API's OpenAPI document; the REST calls go to `endpoint`, with the
 * caller's Authorization header forwarded (operationHeaders interpolated from the incoming request).
 */
export async function composeMesh(meshDir: string, openApiUrl: string, endpoint: string): Promise<string> {
  const runDir = mkdtempSync(join(meshDir, 'run-'));
  const config = `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Meble', {
        source: ${JSON.stringify(openApiUrl)},
        endpoint: ${JSON.stringify(endpoint)},
        operationHeaders: { authorization: '{context.headers.authorization}' },
      }),
    },
  ],
});
`;
  writeFileSync(join(runDir, 'mesh.config.mjs'), config);
  const bin = join(meshDir, 'node_modules', '@graphql-mesh', 'compose-cli', 'esm', 'bin.js');
  await runNode('mesh-compose', [bin, '-o', 'supergraph.graphql'], process.env, runDir);
  return join(runDir, 'supergraph.graphql');
}

/** A copy of the supergraph whose REST calls go to another origin (the API itself rather than the latency proxy). */
export function retargetSupergraph(supergraph: string, from: string, to: string): string {
  const text = readFileSync(supergraph, 'utf8');
  const location = (url: string) => `location: ${JSON.stringify(url)}`;
  if (!text.includes(location(from))) throw new Error(`${supergraph} does not call ${from}`);
  const copy = supergraph.replace(/\.graphql$/, `-${new URL(to).port}.graphql`);
  writeFileSync(copy, text.replaceAll(location(from), location(to)));
  return copy;
}

export async function startMesh(meshDir: string, supergraph: string): Promise<Server> {
  const port = await freePort();
  const bin = join(meshDir, 'node_modules', '@graphql-hive', 'gateway', 'dist', 'bin.js');
  return startNode({
    name: 'Hive Gateway (Mesh)',
    // One process (no cluster workers), like our gateway.
    args: [bin, 'supergraph', supergraph, '--port', String(port), '--host', '127.0.0.1', '--fork', '1'],
    env: { ...process.env, NODE_ENV: 'production' },
    cwd: join(supergraph, '..'),
    url: `http://127.0.0.1:${port}`,
    readyPath: '/healthcheck',
  });
}

/**
 * The collection page through Mesh: one query, a root field per REST path (generated from the OpenAPI paths),
 * the same data as the gateway's COLLECTION_PAGE_QUERY: the collection and its element categories, 50 elements
 * with category, equipment and prices, the kits with their elements (and the dictionaries our page loads too).
 */
export const MESH_COLLECTION_PAGE_QUERY = /* GraphQL */ `
  query MeshCollectionPage($slug: String!) {
    dictionaries: api_cms_dictionaries {
      ... on api_cms_dictionaries_200_response { priceGroups { slug name } equipment { _id name } }
    }
    collection: api_cms_collection_by_slug(slug: $slug) {
      ... on api_cms_collection_by_slug_200_response {
        collection { _id name slug discount }
        elementCategories { _id name }
      }
    }
    elements: api_cms_collection_by_slug_elements(slug: $slug, limit: 50) {
      ... on api_cms_collection_by_slug_elements_200_response {
        totalCount
        elements { _id name categoryId equipment discount priceA priceB priceC priceD priceE priceF priceG priceH priceI }
      }
    }
    kits: api_cms_collection_by_slug_kits(slug: $slug) {
      ... on api_cms_collection_by_slug_kits_200_response {
        kits { _id name isActive elements }
        elements { _id name discount priceA priceB priceC priceD priceE priceF priceG priceH priceI }
      }
    }
  }
`;

const meshAnswerSchema = z.object({
  data: z.object({
    dictionaries: z.object({ priceGroups: z.array(z.unknown()), equipment: z.array(z.unknown()) }),
    collection: z.object({ collection: z.object({ slug: z.string() }), elementCategories: z.array(z.unknown()) }),
    elements: z.object({ totalCount: z.number(), elements: z.array(z.object({ name: z.string() })) }),
    kits: z.object({ kits: z.array(z.object({ elements: z.array(z.string()) })), elements: z.array(z.unknown()) }),
  }),
  errors: z.array(z.unknown()).optional(),
});

export async function meshCollectionPage(meshUrl: string, token: string, slug: string): Promise<CollectionPageAnswer> {
  const response = await fetch(new URL('/graphql', meshUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: MESH_COLLECTION_PAGE_QUERY, variables: { slug } }),
  });
  const answer: unknown = await response.json();
  const parsed = meshAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.errors) throw new Error(`Mesh collection page of ${slug}: ${JSON.stringify(answer).slice(0, 1500)}`);
  const { elements, kits } = parsed.data.data;
  return { totalCount: elements.totalCount, shown: elements.elements.length, kits: kits.kits.length, names: elements.elements.map((e) => e.name) };
}

/**
 * The web's elements screen (ElementsScreenQuery, sent by our gateway's persisted id) through Mesh: the collection
 * with its element categories, and the first 50 elements with what the screen's table shows and needs (price A, the
 * one price column; the kits that hold each one, which say why it cannot be deleted; the version a delete names).
 */
export const MESH_ELEMENTS_SCREEN_QUERY = /* GraphQL */ `
  query MeshElementsScreen($slug: String!) {
    collection: api_cms_collection_by_slug(slug: $slug) {
      ... on api_cms_collection_by_slug_200_response {
        collection { _id name slug }
        elementCategories { _id name }
      }
    }
    elements: api_cms_collection_by_slug_elements(slug: $slug, limit: 50) {
      ... on api_cms_collection_by_slug_elements_200_response {
        totalCount
        elements { _id displayOrd name thumbUrl available categoryId priceA version kits { _id name } }
      }
    }
  }
`;

const meshElementsAnswerSchema = z.object({
  data: z.object({
    collection: z.object({ collection: z.object({ slug: z.string() }), elementCategories: z.array(z.unknown()) }),
    elements: z.object({ totalCount: z.number(), elements: z.array(z.object({ name: z.string() })) }),
  }),
  errors: z.array(z.unknown()).optional(),
});

/** The elements screen's data through Mesh: the element count and the names shown, in order. */
export async function meshElementsScreen(meshUrl: string, token: string, slug: string): Promise<{ totalCount: number; names: string[] }> {
  const response = await fetch(new URL('/graphql', meshUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: MESH_ELEMENTS_SCREEN_QUERY, variables: { slug } }),
  });
  const answer: unknown = await response.json();
  const parsed = meshElementsAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.errors) throw new Error(`Mesh elements screen of ${slug}: ${JSON.stringify(answer).slice(0, 1500)}`);
  const { elements } = parsed.data.data;
  return { totalCount: elements.totalCount, names: elements.elements.map((element) => element.name) };
}
