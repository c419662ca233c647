import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { readSession } from '../session/session.ts';
import { environmentFor } from './environment.ts';

/** Per screen, the references loaded and not yet released, oldest first. */
const loaded = new Map<string, { dispose(): void }[]>();

/**
 * A screen's one query, started by its route loader (STYLE 13). Rendered from the store at once and
 * refreshed from the network, so a change made elsewhere shows up. The screen's earlier references are released
 * once this one is on screen (`releaseEarlierScreenQueries`), not here: until then React may still render one of
 * them, and a released reference whose answer had not arrived reads as missing data instead of waiting for it.
 */
export function preloadScreenQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
): PreloadedQuery<TQuery> {
  // The navigation guard has already sent a signed-out visitor to `/`; this only covers a race with logout.
  const session = readSession();
  if (!session) throw redirect('/');
  const ref = loadQuery<TQuery>(environmentFor(session.token), query, variables, { fetchPolicy: 'store-and-network' });
  loaded.set(ref.name, [...(loaded.get(ref.name) ?? []), ref]);
  return ref;
}

/** Releases the references of `ref`'s screen loaded before it; called once `ref` is rendered on screen. */
export function releaseEarlierScreenQueries(ref: PreloadedQuery<OperationType>): void {
  const refs = loaded.get(ref.name) ?? [];
  const at = refs.indexOf(ref);
  if (at <= 0) return;
  for (const earlier of refs.slice(0, at)) earlier.dispose();
  loaded.set(ref.name, refs.slice(at));
}
