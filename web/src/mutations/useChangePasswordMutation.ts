import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ChangePasswordMutation, ChangePasswordMutation$variables } from '../__generated__/ChangePasswordMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { renewSessionToken } from '../relay/environment.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';
import { readSession, storeSession } from '../session/session.ts';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        user {
          id
          name
          email
          isSalon
        }
        token
      }
      ... on NotFoundError {
        message
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/**
 * Sets a user's password; their sessions end. An administrator who changed their own gets their new session in
 * the answer and goes on with it (stored before anything else is asked, so the next request is not a 401).
 */
export function useChangePasswordMutation() {
  const [run, isInFlight] = useFormMutation<ChangePasswordMutation>(mutation);
  const change = useCallback(
    async (variables: ChangePasswordMutation$variables, options: FormMutationOptions<ChangePasswordMutation> = {}) => {
      const outcome = await run(variables, { notice: (payload) => notices.passwordChanged(payload.user.name), ...options });
      if (outcome.ok && outcome.payload.token) {
        const { user } = outcome.payload;
        renewSessionToken(outcome.payload.token);
        storeSession(outcome.payload.token, readSession()?.user ?? { name: user.name, isSalon: user.isSalon, email: user.email });
      }
      return outcome;
    },
    [run],
  );
  return [change, isInFlight] as const;
}
