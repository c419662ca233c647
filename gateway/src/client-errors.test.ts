import { PothosSchemaError, PothosValidationError } from '@pothos/core';
import { buildSchema, GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { clientError, useErrorCodes } from './client-errors.ts';
import { NotFoundFailure, ValidationFailure, upstreamUnavailable } from './errors.ts';
import { RestError } from './rest-client.ts';

/** As graphql-js hands a resolver's throw to the error masking: located, with the throw as originalError. */
const thrown = (error: Error) => new GraphQLError(error.message, { originalError: error, path: ['field'] });

describe('clientError: the caller\'s bad input answers with a code and a Polish message', () => {
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

  it('names graphql-js\'s own refusal of a variable the caller\'s error, in Polish', () => {
    const answer = clientError(new GraphQLError('Variable "$first" got invalid value "x"'));
    expect(answer?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer?.message).toBe('Zmienna „$first” ma niepoprawną wartość.');
    const nullArgument = clientError(new GraphQLError('Argument "first" of non-null type "Int!" must not be null.', { path: ['field'] }));
    expect(nullArgument?.message).toBe('Argument „first” typu „Int!” nie może być null.');
    expect(nullArgument?.path).toEqual(['field']);
    // English graphql-messages.ts does not know is never shown.
    expect(clientError(new GraphQLError('Something graphql-js 17 says.'))?.message).toBe(messages.invalidRequest);
  });
});

describe('useErrorCodes: what graphql-js and Yoga answer in English is answered in Polish', () => {
  const schema = buildSchema('type Query { ok: Boolean }');
  /** Stands for a future graphql-js or Yoga: refusals in words graphql-messages.ts does not know. */
  const future = (stage: 'parse' | 'validate' | 'execute'): Plugin => ({
    onParse({ setParseFn }) {
      if (stage === 'parse') {
        setParseFn(() => {
          throw new GraphQLError('Syntax Error: Something the lexer says one day.');
        });
      }
    },
    onValidate({ addValidationRule }) {
      if (stage === 'validate') {
        addValidationRule((context: ValidationContext) => ({
          Document() {
            context.reportError(new GraphQLError('A rule graphql-js adds one day.'));
            context.reportError(new GraphQLError('Cannot query field "nope" on type "Query".'));
          },
        }));
      }
    },
    onExecute({ setResultAndStopExecution }) {
      if (stage === 'execute') setResultAndStopExecution({ errors: [new GraphQLError('Words of a future execution step.')] });
    },
  });
  const answer = async (stage: 'parse' | 'validate' | 'execute') => {
    const yoga = createYoga({ schema, plugins: [useErrorCodes(), future(stage)], logging: false });
    const response = await yoga.fetch('http://yoga.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}' });
    return ((await response.json()) as { errors: { message: string; extensions: { code?: string } }[] }).errors.map((error) => [error.message, error.extensions.code]);
  };

  it('a message the table does not know: the generic Polish one, its code kept', async () => {
    expect(await answer('parse')).toEqual([[messages.graphqlInvalid, 'GRAPHQL_PARSE_FAILED']]);
    expect(await answer('validate')).toEqual([
      [messages.graphqlInvalid, 'GRAPHQL_VALIDATION_FAILED'],
      ['Typ „Query” nie ma pola „nope”.', 'GRAPHQL_VALIDATION_FAILED'],
    ]);
    expect(await answer('execute')).toEqual([[messages.invalidRequest, 'BAD_USER_INPUT']]);
  });
});
