import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, SelectorStoreUpdater } from 'relay-runtime';
import { messages } from '@meble/domain/messages';
import { AppError } from '../errors/AppError.ts';
import { outcomeOf, refused } from '../forms/outcome.ts';
import type { FieldNames, FormMutation, MutationOutcome, PayloadOf } from '../forms/outcome.ts';

export interface FormMutationOptions<TMutation extends FormMutation> {
  /** The form's names for the graph's input fields, so a ValidationError lands next to the right field. */
  fieldNames?: FieldNames;
  /** What the mutation's declarative directives cannot express (a plain list's order, a count). */
  updater?: SelectorStoreUpdater<TMutation['response']>;
}

/**
 * Runs a Relay mutation as a form's save: resolves with the payload, or with the refusal to show (the
 * gateway's ValidationError with its field messages, NotFoundError, or a network failure's Polish message).
 */
export function useFormMutation<TMutation extends FormMutation>(
  mutation: GraphQLTaggedNode,
): [(variables: TMutation['variables'], options?: FormMutationOptions<TMutation>) => Promise<MutationOutcome<PayloadOf<TMutation>>>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (variables: TMutation['variables'], { fieldNames, updater }: FormMutationOptions<TMutation> = {}) =>
      new Promise<MutationOutcome<PayloadOf<TMutation>>>((resolve) => {
        commit({
          variables,
          ...(updater ? { updater } : {}),
          onCompleted: (response) => resolve(outcomeOf<TMutation>(response, fieldNames)),
          onError: (error) => resolve(refused(error instanceof AppError ? error.message : messages.unexpected)),
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
