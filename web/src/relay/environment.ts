import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, PayloadData, Variables } from 'relay-runtime';
import { readToken } from '../session/session.ts';
import { postGraphQL } from './graphqlHttp.ts';

const fetchFn: FetchFunction = async (params, variables) => {
  if (!params.text) throw new Error(`Brak tekstu zapytania ${params.name}`);
  // A result with `data` (errors have already thrown) is a GraphQLResponseWithData.
  return postGraphQL<{ response: PayloadData; variables: Variables }>(params.text, variables, readToken());
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
