import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateUserMutation, CreateUserMutation$variables } from '../__generated__/CreateUserMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';

// The users list loads its own page on arrival: the new user needs no place in the store's lists here.
const mutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on CreateUserPayload {
        user {
          id
          name
          email
          salonName
        }
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

/** Creates a salon user (D15) and says so, naming the salon. */
export function useCreateUserMutation() {
  const [run, isInFlight] = useFormMutation<CreateUserMutation>(mutation);
  const create = useCallback(
    (variables: CreateUserMutation$variables, options: FormMutationOptions<CreateUserMutation> = {}) =>
      run(variables, { notice: (payload) => `Utworzono konto salonu „${payload.user.salonName ?? payload.user.name}”.`, ...options }),
    [run],
  );
  return [create, isInFlight] as const;
}
