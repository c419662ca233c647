import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/** What a call may add to the mutation's declarative directives: an updater for what they cannot express. */
export interface AsyncMutationOptions<TMutation extends MutationParameters> {
  updater?: SelectorStoreUpdater<TMutation['response']>;
}

/**
 * `useMutation` as a promise: resolves with the response, rejects with the network layer's AppError
 * (Polish message), so a form can await it and show the outcome next to its fields.
 */
export function useAsyncMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: TMutation['variables'], options?: AsyncMutationOptions<TMutation>) => Promise<TMutation['response']>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (variables: TMutation['variables'], options: AsyncMutationOptions<TMutation> = {}) =>
      new Promise<TMutation['response']>((resolve, reject) => {
        commit({ variables, ...(options.updater ? { updater: options.updater } : {}), onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
