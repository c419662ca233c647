import { errorBodySchema, fieldErrorsOf, type ErrorBody, type FieldError } from '@meble/domain/errors';
import { conflictBodySchema } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';

export function errorBody(message: string, errors?: FieldError[]): ErrorBody {
  return errors ? { message, errors } : { message };
}

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldError[]): Response {
  return c.json(errorBody(message, errors), status);
}

const DOMAIN_MESSAGES: ReadonlySet<string> = new Set(Object.values(messages).filter((m) => typeof m === 'string'));

/**
 * Field errors as the forms show them. A wrong type keeps the message the domain schema gives it
 * (a missing required field is 'Wypełnij wymagane pola'); otherwise it is a client bug and gets the
 * generic Polish text, never zod's English.
 */
export function requestFieldErrors(error: z.ZodError): FieldError[] {
  const issues = error.issues.map((issue) =>
    issue.code === 'invalid_type' && !DOMAIN_MESSAGES.has(issue.message) ? { ...issue, message: messages.invalidRequest } : issue,
  );
  return fieldErrorsOf(new z.ZodError(issues));
}

/** D12: a 400 body whose top-level message is the first field's, which the forms show as their banner. */
export function validationErrorBody(errors: FieldError[]): ErrorBody {
  return errorBody(errors[0]?.message ?? messages.invalidRequest, errors);
}

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** OpenAPI descriptions of the error answers routes share. */
export const errorResponses = {
  400: json('Invalid request: `errors` lists the fields at fault with Polish messages'),
  401: json('Not signed in, or the session expired or was revoked'),
  403: json('Signed in, but the role does not allow this call'),
  404: json('Not found'),
  409: json('Refused: the record is still in use (the message says by what), or `code: CONFLICT`: it changed since the version the write named'),
  429: json('Too many failed sign-ins for this e-mail'),
} as const;

/**
 * The 409 of a write that may name a version (D29): `code: CONFLICT` with the record as it is now, or a refusal
 * because of what depends on the record (its message says what).
 */
export const writeConflict = {
  409: {
    description: 'Refused: `code: CONFLICT` when the record changed since the version the write named (the answer holds it as it is now), else the record is in use',
    content: { 'application/json': { schema: z.union([conflictBodySchema, errorBodySchema]) } },
  },
} as const;
