import { builder } from '../builder.ts';
import { NotFoundFailure, ValidationFailure } from '../errors.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorRef = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  description: 'A field at fault and its Polish message, as the form shows it next to the field.',
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

builder.objectType(ValidationFailure, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }),
  }),
});

builder.objectType(NotFoundFailure, {
  name: 'NotFoundError',
  description: 'The object no longer exists (deleted meanwhile); the message is Polish.',
  interfaces: [ErrorInterface],
});
