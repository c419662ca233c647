import type { ConflictBody } from '@meble/domain/history';
import { GraphQLError } from 'graphql';
import type { FieldError } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';

export function unauthenticated(): GraphQLError {
  return new GraphQLError(messages.unauthenticated, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(messages.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/** Upstream trouble is masked: the caller gets a Polish message and a request id, the log gets the details. */
export function upstreamUnavailable(requestId: string): GraphQLError {
  return new GraphQLError(messages.upstreamUnavailable, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', requestId },
  });
}

/**
 * A write whose answer did not come in time: it may have been saved all the same, so the user is told that the
 * outcome is unknown and that the list will show it, not that it failed.
 */
export function outcomeUnknown(requestId: string): GraphQLError {
  return new GraphQLError(messages.outcomeUnknown, {
    extensions: { code: 'OUTCOME_UNKNOWN', requestId },
  });
}

export function internalError(requestId: string): GraphQLError {
  return new GraphQLError(messages.unexpected, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  });
}

/** Typed errors that mutations return as union members (plugin-errors), so Relay screens can show them. */
export class SignInFailure extends Error {
  override name = 'SignInFailure';
}

export class ValidationFailure extends Error {
  override name = 'ValidationFailure';
  constructor(
    message: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(message);
  }
}

/** A mutation on something that no longer exists (deleted meanwhile in another tab, say). */
export class NotFoundFailure extends Error {
  override name = 'NotFoundFailure';
}

/** A REST 404 inside a batch load: `node(id)` answers null for it, as for any unknown id. */
export class NotFound extends Error {
  override name = 'NotFound';
}

export function nullIfNotFound(value: unknown): unknown {
  return value instanceof NotFound ? null : value;
}

/** A write that named a version older than the record's (the API's 409 CONFLICT): the record as it is now and who changed it. */
export class ConflictFailure extends Error {
  override name = 'ConflictFailure';
  constructor(readonly conflict: ConflictBody) {
    super(conflict.message);
  }
}
