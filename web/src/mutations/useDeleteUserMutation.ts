import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { DeleteUserMutation } from '../__generated__/DeleteUserMutation.graphql.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so the other filter's list, cached earlier, shows the user no more either.
const mutation = graphql`
  mutation DeleteUserMutation($id: ID!, $connections: [ID!]!) {
    deleteUser(id: $id) {
      __typename
      ... on DeleteUserPayload {
        deletedUserId @deleteEdge(connections: $connections)
        deletedRecordId: deletedUserId @deleteRecord
        name
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Deletes a user (D10: they can no longer sign in); `connections` are the lists (their `__id`) the row leaves, whose
 * `totalCount` drops by one. The toast names the user as the server answered.
 */
export function useDeleteUserMutation() {
  const [run, isInFlight] = useFormMutation<DeleteUserMutation>(mutation);
  const remove = useCallback(
    (id: string, connections: readonly string[] = []) =>
      run(
        { id, connections: [...connections] },
        {
          notice: (payload) => notices.deleted('użytkownika', payload.name),
          updater: (store, data) => {
            if (data?.deleteUser.__typename === 'DeleteUserPayload') shiftTotalCount(store, connections, -1);
          },
        },
      ),
    [run],
  );
  return [remove, isInFlight] as const;
}
