import { graphql } from 'react-relay';
import type { UpdateDiscountsMutation } from '../__generated__/UpdateDiscountsMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// One mutation for the collection's and every element's discount (spec part 2 §4, D2, D3); the answer
// updates the records in the store, so the view mode shows the saved values.
const mutation = graphql`
  mutation UpdateDiscountsMutation($collectionId: ID!, $collectionDiscountPercent: String!, $elements: [ElementDiscountInput!]!, $version: Int) {
    updateDiscounts(collectionId: $collectionId, collectionDiscountPercent: $collectionDiscountPercent, elements: $elements, version: $version) {
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

/**
 * The discounts screen's save: every record it writes names the version the screen shows (D29), so a discount
 * changed by someone else meanwhile refuses the whole save, naming the records, instead of being overwritten.
 */
export const useUpdateDiscountsMutation = formMutation<UpdateDiscountsMutation>(mutation, (environment, variables) => ({
  variables: {
    ...variables,
    version: versionInStore(environment, variables.collectionId),
    elements: variables.elements.map((element) => ({ ...element, version: versionInStore(environment, element.elementId) })),
  },
  notice: () => notices.saved('rabaty kolekcji', nameInStore(environment, variables.collectionId)),
}));
