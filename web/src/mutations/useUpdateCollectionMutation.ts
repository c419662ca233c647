import { graphql } from 'react-relay';
import type { UpdateCollectionMutation } from '../__generated__/UpdateCollectionMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Answers the changed collection (its screens' fragments) and the categories (it may have moved between them).
const mutation = graphql`
  mutation UpdateCollectionMutation($id: ID!, $input: UpdateCollectionInput!) {
    updateCollection(id: $id, input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          id
          slug
          ...CollectionDetails_collection
          ...CollectionEdit_collection
        }
        collectionCategories {
          id
          ...CollectionCategoryGroup_category
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useUpdateCollectionMutation() {
  return useAsyncMutation<UpdateCollectionMutation>(mutation);
}
