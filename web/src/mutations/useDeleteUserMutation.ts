import { graphql } from 'react-relay';
import type { DeleteUserMutation } from '../__generated__/DeleteUserMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so the other filter's list, cached earlier, shows the user no more either.
const mutation = graphql`
  mutation DeleteUserMutation($id: ID!, $connections: [ID!]!) {
    deleteUser(id: $id) {
      ... on DeleteUserPayload @alias(as: "payload") {
        deletedUserId @deleteEdge(connections: $connections)
        deletedRecordId: deletedUserId @deleteRecord
        name
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a user (D10: they can no longer sign in); `connections` are the lists (their `__id`) the row leaves, whose
 * `totalCount` drops by one. The toast names the user as the server answered.
 */
export const useDeleteUserMutation = formMutation<DeleteUserMutation, [id: string, connections?: readonly string[]]>(
  mutation,
  (_environment, id, connections = []) => ({
    variables: { id, connections: [...connections] },
    notice: (payload) => notices.deleted('użytkownika', payload.name),
    updater: (store, data) => {
      if (data?.deleteUser.payload) shiftTotalCount(store, connections, -1);
    },
  }),
);
