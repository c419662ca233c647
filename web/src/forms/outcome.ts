import type { MutationParameters } from 'relay-runtime';
import { commonMessages } from '@meble/domain/messages/common';
import { countOf, type PluralForms } from '@meble/domain/plural';

/** Messages next to fields, by the form's field name. */
export type FieldMessages = Readonly<Partial<Record<string, string>>>;

/** D29: the record changed since the form was opened; the banner names who and when, the store holds it as it is now. */
export interface Conflict {
  currentVersion: number;
}

/** A refused save: a banner and the messages of the fields at fault (nothing typed is lost). */
export interface Refusal {
  ok: false;
  banner: string;
  fieldErrors: FieldMessages;
  /** Set when the save was refused because someone else saved the record first. */
  conflict?: Conflict;
}

/** What a save ended with: done, or refused. The one outcome of every form, check or mutation. */
export type SubmitOutcome = { ok: true } | Refusal;

/** A mutation's outcome: its payload when it succeeded. */
export type MutationOutcome<TPayload> = { ok: true; payload: TPayload } | Refusal;

/** The graph's input field names → the form's (`discountPercent` → `discount`), as a table or a rule. */
export type FieldNames = Readonly<Record<string, string>> | ((field: string) => string);

export const saved: SubmitOutcome = { ok: true };

export function refused(banner: string, fieldErrors: FieldMessages = {}): Refusal {
  return { ok: false, banner, fieldErrors };
}

const FIELDS: PluralForms = { one: 'pole', few: 'pola', many: 'pól' };

/** Nothing typed or chosen: what a required field's message is about. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * A domain schema's failure (`fieldErrorsOf`) and each field's own message. The banner is the spec's (`banner`, e.g.
 * 'Wypełnij wymagane pola') while a field at fault is empty, and with the form's `values` known and every field at
 * fault filled, the one problem, or how many there are with the first: a banner never asks to fill what is filled.
 */
export function refusedByRules(banner: string, errors: readonly { field: string; message: string }[], values?: object): Refusal {
  const fields = Object.fromEntries(errors.map((e) => [e.field, e.message]));
  const [first] = errors;
  const typed = new Map(Object.entries(values ?? {}));
  if (!values || !first || errors.some((e) => isBlank(typed.get(e.field)))) return refused(banner, fields);
  return refused(errors.length === 1 ? first.message : `Popraw ${countOf(errors.length, FIELDS)}. ${first.message}`, fields);
}

/**
 * The server's ValidationError (or NotFoundError, which has no fields): its message in the banner and the
 * field messages under the form's names; the first message of a field wins.
 */
export function refusedByServer(
  error: { message: string; fieldErrors?: readonly { field: string; message: string }[] | undefined },
  names: FieldNames = {},
): Refusal {
  const rename = typeof names === 'function' ? names : (field: string) => names[field] ?? field;
  const fields: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors ?? []) fields[rename(field)] ??= message;
  return refused(error.message, fields);
}

/** For a confirmation (delete): null when done, else the banner to show in it. */
export function bannerOf(outcome: SubmitOutcome): string | null {
  return outcome.ok ? null : outcome.banner;
}

/**
 * A result union as the server sends it, read without Relay (the login screen's plain fetch, which keeps the Relay
 * runtime off the login route); the Relay hooks read theirs in mutations/formMutation.ts.
 */
interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
}

/** A mutation posted without Relay: one root field whose value is a result union. */
export type PlainMutation = MutationParameters & { response: { readonly [field: string]: MutationResult } };

type ResultOf<TMutation extends PlainMutation> = TMutation['response'][keyof TMutation['response']];

/** The union's success member(s): what is left without the typed errors and Relay's '%other'. */
type PayloadOf<TMutation extends PlainMutation> = Exclude<
  ResultOf<TMutation>,
  { readonly __typename: 'ValidationError' | 'NotFoundError' | 'SignInError' | '%other' }
>;

const REFUSALS = new Set(['ValidationError', 'NotFoundError', 'SignInError']);

function isPayload<TMutation extends PlainMutation>(result: MutationResult): result is PayloadOf<TMutation> & MutationResult {
  return !REFUSALS.has(result.__typename) && result.__typename !== '%other';
}

/** The outcome of one answer: its payload, or the refusal as a banner and field messages (D11: never swallowed). */
export function outcomeOf<TMutation extends PlainMutation>(response: TMutation['response'], names?: FieldNames): MutationOutcome<PayloadOf<TMutation>> {
  // Our mutation documents select exactly one root field: its value is the result union.
  const [result] = Object.values<MutationResult>(response);
  if (!result || result.__typename === '%other') return refused(commonMessages.unexpected);
  if (isPayload<TMutation>(result)) return { ok: true, payload: result };
  return refusedByServer({ message: result.message ?? commonMessages.unexpected, fieldErrors: result.fieldErrors }, names);
}

/** A domain rule's field errors as the form's messages, by field (the first message of a field wins). */
export function fieldMessagesOf(errors: readonly { field: string; message: string }[]): FieldMessages {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] ??= message;
  return fields;
}
