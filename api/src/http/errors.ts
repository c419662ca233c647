import { errorBodySchema, fieldErrorsOf, type ErrorBody, type FieldError } from '@meble/domain/errors';
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

/** Field errors as the forms show them; a wrong type is a client bug, so it gets the generic Polish text, not zod's English. */
export function requestFieldErrors(error: z.ZodError): FieldError[] {
  const issues = error.issues.map((issue) =>
    issue.code === 'invalid_type' ? { ...issue, message: messages.invalidRequest } : issue,
  );
  return fieldErrorsOf(new z.ZodError(issues));
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
  429: json('Too many failed sign-ins for this e-mail'),
} as const;
