import type { z } from 'zod';
import { fieldErrorsOf } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import { NotFoundFailure, ValidationFailure } from './errors.ts';
import { RestError } from './rest-client.ts';

/**
 * Checks a mutation's input with the domain schema; a failure becomes a typed ValidationError (D12). Its message
 * is the first field's, or `banner` where the spec gives the form one banner ('Wypełnij wszystkie pola').
 */
export function validInput<S extends z.ZodType>(schema: S, input: unknown, banner?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new ValidationFailure(banner ?? fieldErrors[0]?.message ?? messages.invalidRequest, fieldErrors);
}

interface FromRestOptions {
  /** REST field names (`category_slug`) renamed to the input's (`categorySlug`), so the message lands next to the right field. */
  fieldNames?: Record<string, string>;
  /** The message for a 404 in place of the API's generic one, when the call knows what was missing (`Nie ma kolekcji …`). */
  notFound?: string;
}

/** The REST API's 400, 404, 409 and 413 become the typed errors a form shows. */
export async function fromRest<T>(work: Promise<T>, { fieldNames = {}, notFound }: FromRestOptions = {}): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RestError && error.status === 400) {
      const fieldErrors = (error.body.errors ?? []).map((e) => ({ field: fieldNames[e.field] ?? e.field, message: e.message }));
      throw new ValidationFailure(error.body.message, fieldErrors);
    }
    if (error instanceof RestError && error.status === 404) throw new NotFoundFailure(notFound ?? error.body.message);
    // A refusal because of what depends on the object (a category that elements use): shown as the form's banner.
    if (error instanceof RestError && error.status === 409) throw new ValidationFailure(error.body.message, []);
    // A request the API found too large (a CSV import): its Polish message, where the user is (D11).
    if (error instanceof RestError && error.status === 413) throw new ValidationFailure(error.body.message, []);
    throw error;
  }
}
