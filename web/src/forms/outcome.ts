/** Messages next to fields, by the form's field name. */
export type FieldMessages = Readonly<Partial<Record<string, string>>>;

/** A refused save: a banner and the messages of the fields at fault (nothing typed is lost). */
export interface Refusal {
  ok: false;
  banner: string;
  fieldErrors: FieldMessages;
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

/** A domain schema's failure (`fieldErrorsOf`): the spec's banner and each field's own message. */
export function refusedByRules(banner: string, errors: readonly { field: string; message: string }[]): Refusal {
  return refused(banner, Object.fromEntries(errors.map((e) => [e.field, e.message])));
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
