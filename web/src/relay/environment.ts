import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, PayloadData, Variables } from 'relay-runtime';
import { readToken } from '../session/session.ts';
import { postGraphQL } from './graphqlHttp.ts';

const fetchFn: FetchFunction = async (params, variables) => {
  // Persisted operations (relay.config.js): the artifacts carry the id the gateway knows, not the text.
  if (!params.id) throw new Error(`Brak identyfikatora zapytania ${params.name}`);
  // A result with `data` (errors have already thrown) is a GraphQLResponseWithData.
  return postGraphQL<{ response: PayloadData; variables: Variables }>(params.id, variables, readToken());
};

export function createEnvironment(fetchFunction: FetchFunction = fetchFn): Environment {
  return new Environment({ network: Network.create(fetchFunction), store: new Store(new RecordSource()) });
}

let current: { token: string; environment: Environment } | null = null;

/** One environment per session: a different token (another user signed in) starts with an empty store. */
export function environmentFor(token: string): Environment {
  if (current?.token !== token) current = { token, environment: createEnvironment() };
  return current.environment;
}

/**
 * The same session under a new token (an administrator who changed their own password): the store stays, so the
 * shell on screen and the screens preloaded next share one environment, as Relay requires.
 */
export function renewSessionToken(token: string): void {
  if (current) current = { token, environment: current.environment };
}
