import { graphql } from 'react-relay';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import type { DeleteFabricMutation } from '../__generated__/DeleteFabricMutation.graphql.ts';
import { nameInStore } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation DeleteFabricMutation($id: ID!, $confirmed: Boolean, $version: Int) {
    deleteFabric(id: $id, confirmed: $confirmed, version: $version) {
      ... on DeleteFabricPayload @alias(as: "payload") {
        deletedId @deleteRecord
        family {
          id
          fabricCount
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes a fabric; the toast is the spec's 'Usunięto' (part 1 §4, §8), with the fabric's name. */
export const useDeleteFabricMutation = formMutation<DeleteFabricMutation>(mutation, (environment, variables) => {
  const name = nameInStore(environment, variables.id);
  return {
    variables: { ...variables, version: versionInStore(environment, variables.id) },
    notice: () => (name ? `${fabricMessages.fabricDeleted}: tkanina „${name}”.` : `${fabricMessages.fabricDeleted}.`),
  };
});
