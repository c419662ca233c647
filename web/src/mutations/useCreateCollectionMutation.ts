import { graphql } from 'react-relay';
import type { CreateCollectionMutation } from '../__generated__/CreateCollectionMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The payload re-reads every category with its collections, so the list screen is current without a refetch.
const mutation = graphql`
  mutation CreateCollectionMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          id
          slug
        }
        collectionCategories {
          id
          ...CollectionCategoryGroup_category
          ...CollectionForm_categories
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

export function useCreateCollectionMutation() {
  return useAsyncMutation<CreateCollectionMutation>(mutation);
}
