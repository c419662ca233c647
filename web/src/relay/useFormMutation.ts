import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, SelectorStoreUpdater } from 'relay-runtime';
import { messages } from '@meble/domain/messages';
import { AppError } from '../errors/AppError.ts';
import { showDone } from '../feedback/notices.ts';
import { outcomeOf, refused } from '../forms/outcome.ts';
import type { FieldNames, FormMutation, MutationOutcome, PayloadOf } from '../forms/outcome.ts';

export interface FormMutationOptions<TMutation extends FormMutation> {
  /** The form's names for the graph's input fields, so a ValidationError lands next to the right field. */
  fieldNames?: FieldNames;
  /** What the mutation's declarative directives cannot express (a plain list's order, a count). */
  updater?: SelectorStoreUpdater<TMutation['response']>;
  /** The toast after success ('Utworzono …', 'Zapisano …', 'Usunięto …'), built once the store holds the answer. */
  notice?: (payload: PayloadOf<TMutation>, variables: TMutation['variables']) => string;
}

/**
 * Runs a Relay mutation as a form's save: resolves with the payload (after the toast of `notice`), or with the
 * refusal to show (the gateway's ValidationError with its field messages, NotFoundError, or a network failure's
 * Polish message).
 */
export function useFormMutation<TMutation extends FormMutation>(
  mutation: GraphQLTaggedNode,
  defaults: Pick<FormMutationOptions<TMutation>, 'notice'> = {},
): [(variables: TMutation['variables'], options?: FormMutationOptions<TMutation>) => Promise<MutationOutcome<PayloadOf<TMutation>>>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const defaultNotice = defaults.notice;
  const run = useCallback(
    (variables: TMutation['variables'], { fieldNames, updater, notice = defaultNotice }: FormMutationOptions<TMutation> = {}) =>
      new Promise<MutationOutcome<PayloadOf<TMutation>>>((resolve) => {
        commit({
          variables,
          ...(updater ? { updater } : {}),
          onCompleted: (response) => {
            const outcome = outcomeOf<TMutation>(response, fieldNames);
            // Every create, save and delete of every form says it is done, here, once.
            if (outcome.ok && notice) showDone(notice(outcome.payload, variables));
            resolve(outcome);
          },
          onError: (error) => resolve(refused(error instanceof AppError ? error.message : messages.unexpected)),
        });
      }),
    [commit, defaultNotice],
  );
  return [run, isInFlight];
}
