import { graphql } from 'react-relay';
import type { UpdateDiscountsMutation } from '../__generated__/UpdateDiscountsMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// One mutation for the collection's and every element's discount (spec part 2 §4, D2, D3); the answer
// updates the records in the store, so the view mode shows the saved values.
const mutation = graphql`
  mutation UpdateDiscountsMutation($collectionId: ID!, $collectionDiscountPercent: String!, $elements: [ElementDiscountInput!]!) {
    updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: $collectionDiscountPercent, elements: $elements) {
      ... on DiscountsPayload @alias(as: "payload") {
        collection {
          id
          discountPercent
        }
        elements {
          id
          discountPercent
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useUpdateDiscountsMutation = formMutation<UpdateDiscountsMutation>(mutation, (environment, variables) => ({
  variables,
  notice: () => notices.saved('rabaty kolekcji', nameInStore(environment, variables.collectionId)),
}));
