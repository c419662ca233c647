import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { messages } from '@meble/domain/messages';
import { AppError } from '../errors/AppError.ts';
import { refused, refusedByServer } from '../forms/outcome.ts';
import type { FieldNames, MutationOutcome } from '../forms/outcome.ts';

/** What every result union of the graph's mutations has in common (the gateway's typed errors among them). */
interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
}

/** A mutation of ours: one root field whose value is a result union. */
export type FormMutation = MutationParameters & { response: { readonly [field: string]: MutationResult } };

type ResultOf<TMutation extends FormMutation> = TMutation['response'][keyof TMutation['response']];

/** The union's success member(s): what is left without the typed errors and Relay's '%other'. */
export type PayloadOf<TMutation extends FormMutation> = Exclude<
  ResultOf<TMutation>,
  { readonly __typename: 'ValidationError' | 'NotFoundError' | 'SignInError' | '%other' }
>;

export interface FormMutationOptions<TMutation extends FormMutation> {
  /** The form's names for the graph's input fields, so a ValidationError lands next to the right field. */
  fieldNames?: FieldNames;
  /** What the mutation's declarative directives cannot express (a plain list's order, a count). */
  updater?: SelectorStoreUpdater<TMutation['response']>;
}

const REFUSALS = new Set(['ValidationError', 'NotFoundError', 'SignInError']);

function isPayload<TMutation extends FormMutation>(result: MutationResult): result is PayloadOf<TMutation> & MutationResult {
  return !REFUSALS.has(result.__typename) && result.__typename !== '%other';
}

/** The outcome of one answer: its payload, or the refusal as a banner and field messages (D11: never swallowed). */
export function outcomeOf<TMutation extends FormMutation>(response: TMutation['response'], names?: FieldNames): MutationOutcome<PayloadOf<TMutation>> {
  // Our mutation documents select exactly one root field: its value is the result union.
  const [result] = Object.values<MutationResult>(response);
  if (!result || result.__typename === '%other') return refused(messages.unexpected);
  if (isPayload<TMutation>(result)) return { ok: true, payload: result };
  return refusedByServer({ message: result.message ?? messages.unexpected, fieldErrors: result.fieldErrors }, names);
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
