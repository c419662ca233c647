import { loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router';
import { getRequest } from 'relay-runtime';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { readSession } from '../session/session.ts';
import { environmentFor } from './environment.ts';

const current = new Map<string, { dispose(): void }>();

/**
 * A screen's one query, started by its route loader (STYLE 13). Rendered from the store at once and
 * refreshed from the network, so a change made elsewhere shows up; the previous reference of the same
 * screen is released, as the shell does with its own query.
 */
export function preloadScreenQuery<TQuery extends OperationType>(
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
): PreloadedQuery<TQuery> {
  // The navigation guard has already sent a signed-out visitor to `/`; this only covers a race with logout.
  const session = readSession();
  if (!session) throw redirect('/');
  const name = getRequest(query).params.name;
  current.get(name)?.dispose();
  const ref = loadQuery<TQuery>(environmentFor(session.token), query, variables, { fetchPolicy: 'store-and-network' });
  current.set(name, ref);
  return ref;
}
