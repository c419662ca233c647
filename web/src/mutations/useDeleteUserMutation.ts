import { graphql } from 'react-relay';
import type { DeleteUserMutation } from '../__generated__/DeleteUserMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so the other filter's list, cached earlier, shows the user no more either.
const mutation = graphql`
  mutation DeleteUserMutation($id: ID!, $connections: [ID!]!, $version: Int) {
    deleteUser(id: $id, version: $version) {
      ... on DeleteUserPayload @alias(as: "payload") {
        deletedUserId @deleteEdge(connections: $connections)
        deletedRecordId: deletedUserId @deleteRecord
        name
      }
      # The user as changed meanwhile: the row shows it, and a second confirmation names its version.
      ... on ConflictError {
        current {
          id
          ... on User @alias(as: "user") {
            ...UserRow_user
          }
        }
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
  (environment, id, connections = []) => ({
    // The version the row shows (D29): a user changed since is not deleted unseen.
    variables: { id, connections: [...connections], version: versionInStore(environment, id) },
    notice: (payload) => notices.deleted('użytkownika', payload.name),
    gone: { id, connections },
    updater: (store, data) => {
      if (data?.deleteUser.payload || isGone(data?.deleteUser)) shiftTotalCount(store, connections, -1);
    },
  }),
);
