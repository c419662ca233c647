import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * `useMutation` as a promise: resolves with the response, rejects with the network layer's AppError
 * (Polish message), so a form can await it and show the outcome next to its fields.
 */
export function useAsyncMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: TMutation['variables']) => Promise<TMutation['response']>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (variables: TMutation['variables']) =>
      new Promise<TMutation['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
