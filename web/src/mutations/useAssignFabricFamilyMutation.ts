import { graphql } from 'react-relay';
import type { AssignFabricFamilyMutation } from '../__generated__/AssignFabricFamilyMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

// Answers the collection's families and default fabric as its screens read them: both update without a refetch.
const mutation = graphql`
  mutation AssignFabricFamilyMutation($collectionId: ID!, $familyId: ID!, $assigned: Boolean!) {
    assignFabricFamily(collectionId: $collectionId, familyId: $familyId, assigned: $assigned) {
      ... on CollectionTexturesPayload @alias(as: "payload") {
        collection {
          id
          ...CollectionTexturesAssign_collection
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useAssignFabricFamilyMutation = formMutation<AssignFabricFamilyMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: () => (variables.assigned ? 'Przypisano rodzinę tkanin do kolekcji.' : 'Zdjęto rodzinę tkanin z kolekcji.'),
}));
