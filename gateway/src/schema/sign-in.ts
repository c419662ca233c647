import { signInSchema } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { SignInFailure, upstreamUnavailable, ValidationFailure } from '../errors.ts';
import { validInput } from '../mutations.ts';
import { signIn } from '../rest/authentication.ts';
import { RestError } from '../rest-client.ts';
import { ErrorInterface } from './error.ts';
import { UserRef } from './user.ts';

builder.objectType(SignInFailure, {
  name: 'SignInError',
  description:
    "Wrong credentials ('Podane dane są nieprawidłowe'), too many failed attempts, too many sign-ins at once, or a second signIn in one operation (never checked).",
  interfaces: [ErrorInterface],
});

const SignInPayload = builder.objectRef<{ token: string; viewer: User }>('SignInPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send as `Authorization: Bearer <token>`.' }),
    viewer: t.field({ type: UserRef, resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayload,
    errors: { types: [SignInFailure, ValidationFailure] },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      // One per operation, before anything else: a second one checks no password and costs no REST call.
      if (!context.claimSignIn()) throw new SignInFailure(messages.signInOncePerRequest);
      const input = validInput(signInSchema, args);
      try {
        // One call: the sign-in answer carries the user with the token.
        const { accessToken, user: viewer } = await signIn(context.rest, input);
        context.adoptSession(accessToken, viewer);
        return { token: accessToken, viewer };
      } catch (error) {
        if (error instanceof RestError && error.status === 400) {
          throw new ValidationFailure(error.body.message, error.body.errors ?? []);
        }
        if (error instanceof RestError && (error.status === 401 || error.status === 429 || error.status === 503)) {
          throw new SignInFailure(error.body.message);
        }
        // A sign-in that timed out changed nothing the user could look for: it simply did not answer.
        if (error instanceof GraphQLError && error.extensions.code === 'OUTCOME_UNKNOWN') throw upstreamUnavailable(context.requestId);
        throw error;
      }
    },
  }),
);
