import { graphql } from 'react-relay';
import type { CreateFabricFamilyMutation } from '../__generated__/CreateFabricFamilyMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the family as its screen shows it: the create form goes straight to it.
const mutation = graphql`
  mutation CreateFabricFamilyMutation($input: FabricFamilyInput!) {
    createFabricFamily(input: $input) {
      ... on FabricFamilyPayload @alias(as: "payload") {
        family {
          id
          slug
          name
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useCreateFabricFamilyMutation = formMutation<CreateFabricFamilyMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.created('rodzinę tkanin', payload.family.name),
}));
