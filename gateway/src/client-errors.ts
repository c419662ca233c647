import { PothosError, PothosValidationError } from '@pothos/core';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { messages } from '@meble/domain/messages';
import { NotFound, NotFoundFailure, ValidationFailure } from './errors.ts';
import { polishGraphQLMessage } from './graphql-messages.ts';
import { RestError } from './rest-client.ts';

/**
 * Bad input is the caller's error, never INTERNAL_SERVER_ERROR. What a field without an errors union
 * throws for the caller's input (a malformed cursor the API refused, an argument Pothos refused, a REST 4xx) becomes
 * a GraphQL error with a code and a Polish message; the error masking calls this before it masks anything.
 * Answers undefined for an error that is not the caller's (masked and logged as before) or that already has a code.
 */
export function clientError(error: GraphQLError): GraphQLError | undefined {
  if (typeof error.extensions.code === 'string') return undefined;
  const cause = error.originalError ?? error;
  const at = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (cause instanceof ValidationFailure) {
    return new GraphQLError(cause.message, { ...at, extensions: { code: 'BAD_USER_INPUT', fieldErrors: cause.fieldErrors } });
  }
  if (cause instanceof NotFoundFailure || cause instanceof NotFound) {
    return new GraphQLError(messages.notFound, { ...at, extensions: { code: 'NOT_FOUND' } });
  }
  if (cause instanceof RestError && cause.status >= 400 && cause.status < 500) {
    const code = cause.status === 404 ? 'NOT_FOUND' : cause.status === 413 ? 'PAYLOAD_TOO_LARGE' : cause.status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_USER_INPUT';
    // The API's own Polish message; a legacy API's other text is not shown.
    const fieldErrors = cause.body.errors;
    return new GraphQLError(cause.body.message || messages.invalidRequest, { ...at, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } });
  }
  if (cause instanceof PothosValidationError) {
    // Pothos's English refusals of connection arguments (a cursor that does not decode, a negative `first`).
    const cursor = /base64|cursor/i.test(cause.message);
    return new GraphQLError(cursor ? messages.invalidCursor : messages.invalidRequest, { ...at, extensions: { code: 'BAD_USER_INPUT' } });
  }
  // graphql-js's own refusals (an argument's value it cannot use): the caller's document, named as such, in Polish.
  // Any other error without a code (Pothos's "… has not been implemented") is ours, left to the masking.
  if (cause instanceof GraphQLError && !(cause instanceof PothosError)) {
    const message = polishGraphQLMessage(error.message) ?? messages.invalidRequest;
    return new GraphQLError(message, { ...at, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } });
  }
  return undefined;
}

/** A refusal of the request's parameters, made by us in Polish (request-parameters.ts): answered as it is. */
export class RequestRefusal extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
  }
}

type ResultError = NonNullable<ExecutionResult['errors']>[number];

/**
 * The codes of errors graphql-js and Yoga raise in their own English words (a document that does not parse or
 * validate, a request Yoga refuses, no operation to run): an error with one of them, or with no code at all (a
 * variable's value graphql-js refused), is never answered in English, even when graphql-messages.ts does not know it.
 */
const ENGINE_FALLBACKS: Readonly<Record<string, string>> = {
  GRAPHQL_PARSE_FAILED: messages.graphqlInvalid,
  GRAPHQL_VALIDATION_FAILED: messages.graphqlInvalid,
  OPERATION_RESOLUTION_FAILURE: messages.graphqlInvalid,
  BAD_REQUEST: messages.invalidRequest,
};

/** The Polish an error is answered with, when its message is not already what the caller should read. */
function polishOf(error: ResultError): string | undefined {
  const known = polishGraphQLMessage(error.message);
  if (known !== undefined) return known;
  const own = error.extensions?.code;
  return typeof own === 'string' ? ENGINE_FALLBACKS[own] : messages.invalidRequest;
}

/**
 * An error as answered: BAD_USER_INPUT when it carries no code (graphql-js's refusal of a variable's value), never
 * the `originalError` Yoga attaches to a body it could not parse (it quotes the body back), graphql-js's and Yoga's
 * English in Polish (graphql-messages.ts).
 */
function answered(error: ResultError): ResultError {
  const { originalError: quoted, ...extensions } = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'BAD_USER_INPUT';
  const polish = polishOf(error);
  const { http } = extensions;
  if (specOnlyStatus(http)) extensions.http = { ...http, spec: false };
  if (code === error.extensions?.code && quoted === undefined && (polish === undefined || polish === error.message) && !specOnlyStatus(http)) return error;
  return new GraphQLError(polish ?? error.message, {
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    // A body that is not JSON stays a 400, as when the quote was there (Yoga answers 200 for it otherwise).
    extensions: { ...extensions, code, ...(quoted !== undefined ? { http: { status: 400 } } : {}) },
  });
}

/**
 * Yoga gives a request without a query (and params that are not an object) its 400 only for a client that accepts
 * application/graphql-response+json (`http.spec`), a 200 otherwise: the caller's error is a 400 for any client.
 */
function specOnlyStatus(http: unknown): http is { spec: true } {
  return typeof http === 'object' && http !== null && 'spec' in http && http.spec === true;
}

const needsAnswering = (error: ResultError): boolean => {
  // Its code would otherwise have its Polish replaced by the generic fallback for Yoga's English BAD_REQUEST.
  if (error instanceof RequestRefusal) return false;
  const code = error.extensions?.code;
  return typeof code !== 'string' || error.extensions?.originalError !== undefined || polishOf(error) !== undefined || specOnlyStatus(error.extensions?.http);
};

/**
 * Every error the graph answers carries `extensions.code`, quotes nothing back and is in Polish. Yoga
 * answers a document that does not parse or validate, a variable of the wrong type or a body that is not JSON without
 * masking: this names them the caller's errors, as the masking names the rest, in Polish.
 */
export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      const code = (one: ExecutionResult): ExecutionResult => (one.errors?.some(needsAnswering) ? { ...one, errors: one.errors.map(answered) } : one);
      if (Array.isArray(result)) setResult(result.map(code));
      else if (!(Symbol.asyncIterator in result)) setResult(code(result));
    },
  };
}
