import type { ArgBuilder, InputFieldMap, InputShapeFromFields, ShapeFromTypeParam, TypeParam } from '@pothos/core';
import type { z } from 'zod';
import { fieldErrorsOf } from '@meble/domain/errors';
import { conflictBodySchema, versionSchema } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { builder, type GatewayTypes } from './builder.ts';
import type { GatewayContext } from './context.ts';
import { ConflictFailure, NotFoundFailure, ValidationFailure } from './errors.ts';
import { RestError } from './rest-client.ts';

/**
 * Checks a mutation's input with the domain schema; a failure becomes a typed ValidationError (D12). Its message
 * is the first field's, or `banner` where the spec gives the form one banner ('Wypełnij wszystkie pola').
 */
export function validInput<S extends z.ZodType>(schema: S, input: unknown, banner?: string, fieldName: (path: string) => string = (path) => path): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error).map((error) => ({ field: fieldName(error.field), message: error.message }));
  throw new ValidationFailure(banner ?? fieldErrors[0]?.message ?? messages.invalidRequest, fieldErrors);
}

interface FromRestOptions {
  /** REST field names (`category_slug`) renamed to the input's (`categorySlug`), so the message lands next to the right field. */
  fieldNames?: Record<string, string>;
  /** The message for a 404 in place of the API's generic one, when the call knows what was missing (`Nie ma kolekcji …`). */
  notFound?: string;
}

/** The REST API's 400, 404, 409 and 413 become the typed errors a form shows; a 409 CONFLICT becomes a ConflictError. */
export async function fromRest<T>(work: Promise<T>, { fieldNames = {}, notFound }: FromRestOptions = {}): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RestError && error.status === 400) {
      const fieldErrors = (error.body.errors ?? []).map((e) => ({ field: fieldNames[e.field] ?? e.field, message: e.message }));
      throw new ValidationFailure(error.body.message, fieldErrors);
    }
    if (error instanceof RestError && error.status === 404) throw new NotFoundFailure(notFound ?? error.body.message);
    // A stale version: the record as it is now and who changed it, so the form can show both sides.
    if (error instanceof RestError && error.status === 409) {
      const conflict = conflictBodySchema.safeParse(error.raw);
      if (conflict.success) throw new ConflictFailure(conflict.data);
    }
    // A refusal because of what depends on the object (a category that elements use): shown as the form's banner.
    if (error instanceof RestError && error.status === 409) throw new ValidationFailure(error.body.message, []);
    // A request the API found too large (a CSV import): its Polish message, where the user is (D11).
    if (error instanceof RestError && error.status === 413) throw new ValidationFailure(error.body.message, []);
    throw error;
  }
}

/** The typed errors a mutation answers as members of its result union (schema/error.ts, and an area's own: FileInUseError). */
type Failure = new (...args: never[]) => Error;

/** A mutation's input as the domain checks it: the schema, and what of the arguments it reads. */
interface InputCheck<Args extends InputFieldMap, S extends z.ZodType> {
  schema: S;
  /** The schema's input made of the arguments (global ids decoded to raw ids, say). */
  from: (args: InputShapeFromFields<Args>) => unknown;
  /** The form's one banner in place of the first field's message ('Wypełnij wszystkie pola'). */
  banner?: string;
  /** A field path of the schema renamed to the argument's, so the message lands next to the right field. */
  fieldName?: (path: string) => string;
}

export interface AdminMutation<Type extends TypeParam<GatewayTypes>, Args extends InputFieldMap, S extends z.ZodType> {
  type: Type;
  description?: string;
  /** The typed errors the field declares (its printed result union). */
  errors: Failure[];
  args: (arg: ArgBuilder<GatewayTypes>) => Args;
  /** Checked before any call; a failure is a ValidationError. */
  input?: InputCheck<Args, S>;
  /** How the API's refusals become typed errors (fromRest): field names, and the message for a 404. */
  rest?: FromRestOptions | ((args: InputShapeFromFields<Args>) => FromRestOptions);
  /** The write: `input` is the checked input (undefined without `input`). */
  resolve: (call: { args: InputShapeFromFields<Args>; input: z.output<S>; context: GatewayContext }) => Promise<ShapeFromTypeParam<GatewayTypes, Type, false>>;
}

/**
 * An administrator's mutation: the admin scope, the typed errors, the input checked by the domain's schema before
 * anything is sent, and the API's refusals (400, 404, 409, 413) as typed errors. The request's cache and loaders are
 * emptied after it by ForgetAfterMutationPlugin, as after every mutation field.
 */
export function adminMutation<Type extends TypeParam<GatewayTypes>, Args extends InputFieldMap, S extends z.ZodType = z.ZodUndefined>(
  name: string,
  options: AdminMutation<Type, Args, S>,
): void {
  const { type, description, errors, input: check, rest, resolve } = options;
  builder.mutationField(name, (t) => {
    const field = {
      type,
      ...(description === undefined ? {} : { description }),
      authScopes: { admin: true },
      errors: { types: errors },
      args: options.args(t.arg),
      resolve: async (_root: unknown, args: InputShapeFromFields<Args>, context: GatewayContext) => {
        const input = (check ? validInput(check.schema, check.from(args), check.banner, check.fieldName) : undefined) as z.output<S>;
        return fromRest(resolve({ args, input, context }), typeof rest === 'function' ? rest(args) : rest);
      },
    };
    // Pothos cannot resolve its conditional option types for a `Type` still unknown here; AdminMutation typed the
    // options where Type and Args are concrete (at each call), so this object is what t.field takes.
    return t.field(field as never);
  });
}

/**
 * The version a write names (its `version` argument), checked as the API checks it: a whole number from 1; absent
 * means the write is not checked (a legacy integration's).
 */
export function seenVersion(version: number | null | undefined, field = 'version'): number | undefined {
  if (version === null || version === undefined) return undefined;
  const checked = versionSchema.safeParse(version);
  if (!checked.success) throw new ValidationFailure(messages.invalidRequest, [{ field, message: messages.invalidRequest }]);
  return checked.data;
}
