import { graphql } from 'react-relay';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import type { UpdateFabricMutation } from '../__generated__/UpdateFabricMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

// Answers the fabric in the shape its screens read; a save says the spec's 'Zapiszano' (part 1 §4, §8).
const mutation = graphql`
  mutation UpdateFabricMutation($id: ID!, $input: FabricInput!, $version: Int) {
    updateFabric(id: $id, input: $input, version: $version) {
      ... on FabricPayload @alias(as: "payload") {
        fabric {
          id
          name
          ...FabricDetails_fabric
          ...FabricEdit_fabric
        }
      }
      ... on ConflictError {
        current {
          id
          ... on Fabric @alias(as: "fabric") {
            ...FabricDetails_fabric
            ...FabricEdit_fabric
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useUpdateFabricMutation = formMutation<UpdateFabricMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => `${fabricMessages.fabricSaved}: tkanina „${payload.fabric.name}”.`,
}));
