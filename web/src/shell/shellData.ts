import { fetchQuery, loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import AppShellQueryNode from '../__generated__/AppShellQuery.graphql.ts';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { environmentFor } from '../relay/environment.ts';

/** Guard step 2: the viewer and the dictionaries, from the store when already loaded. */
export async function loadViewer(token: string): Promise<{ isSalon: boolean } | null> {
  const data = await fetchQuery<AppShellQuery>(environmentFor(token), AppShellQueryNode, {}, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  return data?.viewer ?? null;
}

let current: PreloadedQuery<AppShellQuery> | null = null;

/** The shell's preloaded query (the guard has just put its data in the store). */
export function loadShellQuery(token: string): PreloadedQuery<AppShellQuery> {
  current?.dispose();
  current = loadQuery<AppShellQuery>(environmentFor(token), AppShellQueryNode, {}, { fetchPolicy: 'store-or-network' });
  return current;
}
