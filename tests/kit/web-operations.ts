import { readFileSync } from 'node:fs';
import type { OperationStore } from '@meble/gateway/persisted-operations';

const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The persisted id of one of the web's GraphQL operations, as its Relay artifact names it (what the client sends). */
export function webOperationId(name: string): string {
  const artifact = readFileSync(new URL(`../../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!id) throw new Error(`no persisted operation id in the Relay artifact ${name}`);
  return id;
}

/**
 * The text of one of the web's GraphQL operations, from the persisted map its Relay artifact points into, so a
 * call-count test costs exactly what the screen sends (its fragments included), not a hand-written look-alike.
 * The gateway runs this text as the persisted operation it is, for any caller.
 */
export function webOperation(name: string): string {
  const text = persisted[webOperationId(name)];
  if (text === undefined) throw new Error(`the Relay artifact ${name} names an id missing from web/persisted-operations.json`);
  return text;
}

/** Every persisted operation of the web client: id → text (web/persisted-operations.json). */
export function webOperations(): ReadonlyMap<string, string> {
  return new Map(Object.entries(persisted));
}

/**
 * For gateway tests of resolvers and upstream calls: every document they send runs as a persisted operation does (as
 * the web client's do), without the signed-in check that a document of an integrator's own costs (one /users/me before
 * it runs). That check is tested on its own in tests/gateway/persisted-operations.test.ts, with the real store.
 */
export const EVERY_DOCUMENT_PERSISTED: OperationStore = {
  byId: (id) => persisted[id],
  holds: () => true,
};
