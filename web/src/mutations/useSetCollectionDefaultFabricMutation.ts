import { graphql } from 'react-relay';
import type { SetCollectionDefaultFabricMutation } from '../__generated__/SetCollectionDefaultFabricMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation SetCollectionDefaultFabricMutation($collectionId: ID!, $familyId: ID!, $fabricId: ID) {
    setCollectionDefaultFabric(collectionId: $collectionId, familyId: $familyId, fabricId: $fabricId) {
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

/** D25: a default fabric assigns its family; null clears the default. */
export const useSetCollectionDefaultFabricMutation = formMutation<SetCollectionDefaultFabricMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: () => (variables.fabricId ? 'Ustawiono domyślną tkaninę kolekcji.' : 'Kolekcja nie ma już domyślnej tkaniny.'),
}));
