import { PothosSchemaError, PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { clientError } from './client-errors.ts';
import { NotFoundFailure, ValidationFailure, upstreamUnavailable } from './errors.ts';
import { RestError } from './rest-client.ts';

/** As graphql-js hands a resolver's throw to the error masking: located, with the throw as originalError. */
const thrown = (error: Error) => new GraphQLError(error.message, { originalError: error, path: ['field'] });

describe('clientError: the caller\'s bad input answers with a code and a Polish message (issue 13)', () => {
  it.each([
    ['a cursor that does not decode', new PothosValidationError('Invalid base64 string'), 'BAD_USER_INPUT', messages.invalidCursor],
    ['a negative first', new PothosValidationError('Argument "first" must be a non-negative integer'), 'BAD_USER_INPUT', messages.invalidRequest],
    ['a validation failure outside an errors union', new ValidationFailure(messages.invalidCursor, [{ field: 'cursor', message: messages.invalidCursor }]), 'BAD_USER_INPUT', messages.invalidCursor],
    ['a not-found failure outside an errors union', new NotFoundFailure(messages.notFound), 'NOT_FOUND', messages.notFound],
    ['a REST 400', new RestError(400, { message: messages.invalidCursor }), 'BAD_USER_INPUT', messages.invalidCursor],
    ['a REST 413', new RestError(413, { message: messages.requestTooLargeUnsized }), 'PAYLOAD_TOO_LARGE', messages.requestTooLargeUnsized],
  ])('%s', (_what, error, code, message) => {
    const answer = clientError(thrown(error));
    expect(answer?.message).toBe(message);
    expect(answer?.extensions.code).toBe(code);
    expect(answer?.path).toEqual(['field']);
  });

  it('leaves errors that carry a code, and faults of ours, to the masking', () => {
    expect(clientError(thrown(upstreamUnavailable('r-1')))).toBeUndefined();
    expect(clientError(thrown(new PothosSchemaError('Foo has not been implemented')))).toBeUndefined();
    expect(clientError(thrown(new TypeError('x is undefined')))).toBeUndefined();
    expect(clientError(thrown(new RestError(500, { message: 'boom' })))).toBeUndefined();
  });

  it('names graphql-js\'s own refusal of a variable the caller\'s error', () => {
    const answer = clientError(new GraphQLError('Variable "$first" got invalid value "x"'));
    expect(answer?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
