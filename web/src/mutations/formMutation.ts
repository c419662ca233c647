import { useCallback, useId } from 'react';
import { ConnectionHandler, graphql, readInlineData, useMutation, useRelayEnvironment } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { commonMessages } from '@meble/domain/messages/common';
import type { formMutation_error$key } from '../__generated__/formMutation_error.graphql.ts';
import { AppError } from '../errors/AppError.ts';
import { clearNotices, showDone, showFailure } from '../feedback/notices.ts';
import type { NoticeAction } from '../feedback/NoticeWithAction.tsx';
import { refused, refusedByServer } from '../forms/outcome.ts';
import type { FieldNames, MutationOutcome } from '../forms/outcome.ts';

/**
 * The typed errors of every mutation, selected once. A mutation document reads its result union as two aliases,
 * `... on XPayload @alias(as: "payload") { … }` and `...formMutation_error @alias(as: "error")`, so the tail below
 * needs no list of error type names and the payload keeps its exact type.
 */
const errorFragment = graphql`
  fragment formMutation_error on Error @inline {
    __typename
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
    ... on ConflictError {
      currentVersion
    }
  }
`;

/** A result union as our documents read it: the payload or the error, the other one null. */
interface AliasedResult {
  readonly payload?: object | null;
  readonly error?: formMutation_error$key | null;
}

/**
 * Whether a delete's answer says the record is gone already (NotFoundError: deleted by someone else meanwhile): its
 * rows leave the lists as a success would take them, so no row stays that cannot be acted on.
 */
export function isGone(result: AliasedResult | null | undefined): boolean {
  return result?.error ? readInlineData(errorFragment, result.error).__typename === 'NotFoundError' : false;
}

/** The result of the one root field our documents select. */
const resultOf = (response: { readonly [field: string]: AliasedResult }): AliasedResult | undefined => Object.values(response)[0];

/** A mutation of ours: one root field, read as `payload` and `error`. */
export type FormMutation = MutationParameters & { response: { readonly [field: string]: AliasedResult } };

type ResultOf<TMutation extends FormMutation> = TMutation['response'][keyof TMutation['response']];

/** The success member of the result union, as the document selects it. */
export type PayloadOf<TMutation extends FormMutation> = NonNullable<ResultOf<TMutation>['payload']>;

/** What a form passes along with its values. */
export interface FormOptions {
  /** The form's names for the graph's input fields (`discountPercent` → `discount`). */
  fieldNames?: FieldNames;
}

/** What one call of a mutation hook commits, made from the hook's arguments. */
export interface MutationPlan<TMutation extends FormMutation> {
  variables: TMutation['variables'];
  /** The form's names for the graph's input fields, so a ValidationError lands next to the right field. */
  fieldNames?: FieldNames;
  /**
   * A delete's record and the lists (`__id`s) its row is in: when the answer says it is gone already, the row leaves
   * them (the hook's updater moves the counts, `isGone`) and a toast says so, since the dialog that asked may go with
   * the row.
   */
  gone?: { id: string; connections?: readonly string[] };
  /** What the document's declarative directives cannot express (a sorted list's place, a count). */
  updater?: SelectorStoreUpdater<TMutation['response']>;
  /** The server's answer as expected (a toggle shows at once); Relay rolls it back when the answer differs or fails. */
  optimisticResponse?: { readonly [field: string]: unknown };
  /**
   * The toast after success ('Utworzono …', 'Zapisano …', 'Usunięto …'), built once the store holds the answer;
   * with an action, a button in it ('Cofnij').
   */
  notice?: (payload: PayloadOf<TMutation>) => string | { message: string; action?: NoticeAction | undefined };
  /** What else a success does before the caller hears of it (a renewed session). */
  onDone?: (payload: PayloadOf<TMutation>) => void;
}

/** A hook's mutation call: the payload, or the refusal to show (D11: never swallowed). */
export type MutationCall<TMutation extends FormMutation, TArgs extends unknown[]> = (...args: TArgs) => Promise<MutationOutcome<PayloadOf<TMutation>>>;

/** The outcome of one answer: the payload, the typed error as a banner and field messages, or 'unexpected'. */
function outcomeOf<TMutation extends FormMutation>(response: TMutation['response'], names: FieldNames | undefined): MutationOutcome<PayloadOf<TMutation>> {
  const result = resultOf(response);
  if (result?.error) {
    const { message, fieldErrors = [], currentVersion } = readInlineData(errorFragment, result.error);
    const refusal = refusedByServer({ message, fieldErrors: fieldErrors.map(({ field, message }) => ({ field, message })) }, names);
    // D29: a save from a stale form; the document's own selection of `current` has put the record as it is now in the store.
    return currentVersion === undefined ? refusal : { ...refusal, conflict: { currentVersion } };
  }
  if (result?.payload) return { ok: true, payload: result.payload as PayloadOf<TMutation> };
  return refused(commonMessages.unexpected);
}

/**
 * The tail every mutation hook shares: `plan` turns the hook's arguments into a commit (it runs at the call, so it
 * reads the store as it is then, e.g. the name of a record about to be deleted); the call resolves with the payload
 * (after the toast of `notice`) or with the refusal to show: the typed error with its field messages, or a network
 * failure's Polish message. The hook answers `[call, isInFlight]`.
 *
 * Each result replaces the toasts of the form's earlier ones: a toast replaces them, and a refusal (which the form
 * shows itself) takes them away, so a red message never stands beside the green 'Zapisano …' of the save before.
 * The form is the hook's caller; hooks that act on one record from one screen may share one `form` key.
 */
export function formMutation<TMutation extends FormMutation, TArgs extends unknown[] = [variables: TMutation['variables']]>(
  mutation: GraphQLTaggedNode,
  plan: (environment: Environment, ...args: TArgs) => MutationPlan<TMutation>,
): (form?: string) => readonly [MutationCall<TMutation, TArgs>, boolean] {
  return function useFormMutation(form?: string) {
    const environment = useRelayEnvironment();
    const [commit, isInFlight] = useMutation<TMutation>(mutation);
    const ownForm = useId();
    const formKey = form ?? ownForm;
    const call = useCallback(
      (...args: TArgs) => {
        const { variables, fieldNames, updater, optimisticResponse, notice, onDone, gone } = plan(environment, ...args);
        const fullUpdater: SelectorStoreUpdater<TMutation['response']> | undefined = gone
          ? (store, data) => {
              updater?.(store, data);
              if (!data || !isGone(resultOf(data))) return;
              for (const connectionId of gone.connections ?? []) {
                const connection = store.get(connectionId);
                if (connection) ConnectionHandler.deleteNode(connection, gone.id);
              }
            }
          : updater;
        return new Promise<MutationOutcome<PayloadOf<TMutation>>>((resolve) => {
          commit({
            variables,
            ...(fullUpdater ? { updater: fullUpdater } : {}),
            ...(optimisticResponse ? { optimisticResponse } : {}),
            onCompleted: (response) => {
              const outcome = outcomeOf<TMutation>(response, fieldNames);
              if (outcome.ok) {
                onDone?.(outcome.payload);
                // Every create, save and delete of every form says it is done, here, once.
                if (notice) {
                  const said = notice(outcome.payload);
                  showDone(typeof said === 'string' ? said : said.message, { form: formKey, action: typeof said === 'string' ? undefined : said.action });
                }
              } else {
                clearNotices(formKey);
                if (gone && isGone(resultOf(response))) showFailure(outcome.banner, { form: formKey });
              }
              resolve(outcome);
            },
            onError: (error) => {
              clearNotices(formKey);
              resolve(refused(error instanceof AppError ? error.message : commonMessages.unexpected));
            },
          });
        });
      },
      [commit, environment, formKey],
    );
    return [call, isInFlight] as const;
  };
}
