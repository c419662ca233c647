import { graphql } from 'react-relay';
import type { DeleteFabricFamilyMutation } from '../__generated__/DeleteFabricFamilyMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation DeleteFabricFamilyMutation($id: ID!, $confirmed: Boolean, $version: Int) {
    deleteFabricFamily(id: $id, confirmed: $confirmed, version: $version) {
      ... on DeleteFabricFamilyPayload @alias(as: "payload") {
        deletedId @deleteRecord
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes a family with its fabrics (D8); `confirmed` once the screen has said which collections use it (D9). */
export const useDeleteFabricFamilyMutation = formMutation<DeleteFabricFamilyMutation>(mutation, (environment, variables) => {
  const name = nameInStore(environment, variables.id);
  return {
    variables: { ...variables, version: versionInStore(environment, variables.id) },
    notice: () => notices.deleted('rodzinę tkanin', name),
  };
});
