import { graphql, useRelayEnvironment } from 'react-relay';
import type { UpdateDiscountsMutation } from '../__generated__/UpdateDiscountsMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, notices } from '../feedback/notices.ts';

// One mutation for the collection's and every element's discount (spec part 2 §4, D2, D3); the answer
// updates the records in the store, so the view mode shows the saved values.
const mutation = graphql`
  mutation UpdateDiscountsMutation($collectionId: ID!, $collectionDiscountPercent: String!, $elements: [ElementDiscountInput!]!) {
    updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: $collectionDiscountPercent, elements: $elements) {
      __typename
      ... on DiscountsPayload {
        collection {
          id
          discountPercent
        }
        elements {
          id
          discountPercent
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

export function useUpdateDiscountsMutation() {
  const environment = useRelayEnvironment();
  return useFormMutation<UpdateDiscountsMutation>(mutation, {
    notice: (_payload, variables) => notices.saved('rabaty kolekcji', nameInStore(environment, variables.collectionId)),
  });
}
