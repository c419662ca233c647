import { graphql } from 'react-relay';
import type { ChangePasswordMutation } from '../__generated__/ChangePasswordMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { renewSessionToken } from '../relay/environment.ts';
import { readSession, storeSession } from '../session/session.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!, $version: Int) {
    changePassword(input: $input, version: $version) {
      ... on ChangePasswordPayload @alias(as: "payload") {
        user {
          id
          name
          email
          isSalon
          ...UserPassword_user
        }
        token
      }
      # The user as changed meanwhile: the screen then names the current version.
      ... on ConflictError {
        current {
          id
          ... on User @alias(as: "user") {
            ...UserPassword_user
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Sets a user's password; their sessions end. An administrator who changed their own gets their new session in
 * the answer and goes on with it (stored before anything else is asked, so the next request is not a 401).
 */
export const useChangePasswordMutation = formMutation<ChangePasswordMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.passwordChanged(payload.user.name),
  onDone: ({ token, user }) => {
    if (!token) return;
    renewSessionToken(token);
    storeSession(token, readSession()?.user ?? { name: user.name, isSalon: user.isSalon, email: user.email });
  },
}));
