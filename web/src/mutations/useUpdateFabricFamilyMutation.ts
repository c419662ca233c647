import { graphql } from 'react-relay';
import type { UpdateFabricFamilyMutation } from '../__generated__/UpdateFabricFamilyMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the family in the shape its screen reads, so the view shows the saved values at once.
const mutation = graphql`
  mutation UpdateFabricFamilyMutation($id: ID!, $input: FabricFamilyEditInput!, $version: Int) {
    updateFabricFamily(id: $id, input: $input, version: $version) {
      ... on FabricFamilyPayload @alias(as: "payload") {
        family {
          id
          name
          ...FabricFamilyView_family
        }
      }
      # The family as the other person saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on FabricFamily @alias(as: "family") {
            ...FabricFamilyView_family
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useUpdateFabricFamilyMutation = formMutation<UpdateFabricFamilyMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('rodzinę tkanin', payload.family.name),
}));
