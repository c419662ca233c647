import { commonMessages } from '@meble/domain/messages/common';
import type { LoginScreenSignInMutation } from '../../__generated__/LoginScreenSignInMutation.graphql.ts';
import { AppError } from '../../errors/AppError.ts';
import { outcomeOf } from '../../forms/outcome.ts';
import { graphql } from '../../relay/graphqlTag.ts';
import { postGraphQL } from '../../relay/graphqlHttp.ts';

// Posted with plain fetch: the login route stays free of the Relay runtime.
const signInMutation = graphql`
  mutation LoginScreenSignInMutation($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on SignInPayload {
        token
        viewer {
          id
          name
          email
          isAdmin
          isSalon
        }
      }
      ... on SignInError {
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

/** The login screen's one request; LoginScreen.tsx loads this module once the visitor starts on the form. */
export async function signIn(email: string, password: string) {
  // A persisted operation (relay.config.js): anonymous callers may send nothing else.
  const id = signInMutation.params.id;
  if (!id) throw new AppError(commonMessages.unexpected);
  const { data } = await postGraphQL<LoginScreenSignInMutation>(id, { email, password }, null);
  return outcomeOf<LoginScreenSignInMutation>(data);
}
