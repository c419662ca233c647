import { graphql } from 'react-relay';
import type { CreateFabricMutation } from '../__generated__/CreateFabricMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the fabric and its family as the family's screen shows them (its count and default marker).
const mutation = graphql`
  mutation CreateFabricMutation($familyId: ID!, $input: FabricInput!) {
    createFabric(familyId: $familyId, input: $input) {
      ... on FabricPayload @alias(as: "payload") {
        fabric {
          id
          name
        }
        family {
          id
          fabricCount
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useCreateFabricMutation = formMutation<CreateFabricMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.created('tkaninę', payload.fabric.name),
}));
