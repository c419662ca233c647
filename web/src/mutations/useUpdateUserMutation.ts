import { graphql } from 'react-relay';
import type { UpdateUserMutation } from '../__generated__/UpdateUserMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the user in the shape the edit screen and the users list read: the list shows the new name at once.
const mutation = graphql`
  mutation UpdateUserMutation($id: ID!, $input: UserFields!, $version: Int) {
    updateUser(id: $id, input: $input, version: $version) {
      ... on UpdateUserPayload @alias(as: "payload") {
        user {
          id
          name
          ...UserEdit_user
          ...UserRow_user
        }
      }
      # The user as the other person saved them: the form shows it beside the user's values, the list its row.
      ... on ConflictError {
        current {
          id
          ... on User @alias(as: "user") {
            ...UserEdit_user
            ...UserRow_user
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Saves a user's name, city and salon fields (D28); the toast names the user as saved. */
export const useUpdateUserMutation = formMutation<UpdateUserMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('użytkownika', payload.user.name),
}));
