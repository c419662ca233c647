import { fieldErrorsOf } from '@meble/domain/errors';

/** Messages next to fields, by the form's field name. */
export type FieldMessages = Readonly<Partial<Record<string, string>>>;

/** What a save ended with: done, or a banner and the messages of the fields at fault (nothing typed is lost). */
export type SubmitOutcome = { ok: true } | { ok: false; banner: string; fieldErrors: FieldMessages };

export const saved: SubmitOutcome = { ok: true };

export function refused(banner: string, fieldErrors: FieldMessages = {}): SubmitOutcome {
  return { ok: false, banner, fieldErrors };
}

/** A domain schema's failure: the spec's banner and each field's own message. */
export function refusedByRules(banner: string, error: Parameters<typeof fieldErrorsOf>[0]): SubmitOutcome {
  return refused(banner, Object.fromEntries(fieldErrorsOf(error).map((e) => [e.field, e.message])));
}

/**
 * The server's ValidationError (or NotFoundError, which has no fields): its message in the banner and the
 * field messages, with the graph's input names (`discountPercent`) renamed to the form's (`discount`).
 */
export function refusedByServer(
  error: { message: string; fieldErrors?: readonly { field: string; message: string }[] },
  rename: Readonly<Record<string, string>> = {},
): SubmitOutcome {
  const fields: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors ?? []) {
    const name = rename[field] ?? field;
    fields[name] ??= message;
  }
  return refused(error.message, fields);
}
