import { graphql } from 'react-relay';
import type { CreateElementMutation } from '../__generated__/CreateElementMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { byElementOrder, elementListsOf } from '../relay/elementLists.ts';
import { placeInConnections, shiftTotalCount } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// Answers the new element in the shape its screens and the element lists read; it joins the collection's
// unfiltered lists at its place (displayOrd, then name), so they are current without reading a page again. The
// lists are sorted and paged: @appendEdge would put it at the end of the loaded page, hence the updater.
const mutation = graphql`
  mutation CreateElementMutation($collectionId: ID!, $input: ElementInput!) {
    createElement(collectionId: $collectionId, input: $input) {
      ... on ElementPayload @alias(as: "payload") {
        element {
          id
          displayOrd
          name
          ...ElementDetails_element
          ...ElementEdit_element
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useCreateElementMutation = formMutation<CreateElementMutation>(mutation, (environment, variables) => {
  const connections = elementListsOf(environment, variables.collectionId);
  return {
    variables,
    notice: (payload) => notices.created('element', payload.element.name),
    updater: (store) => {
      const element = store.getRootField('createElement')?.getLinkedRecord('element');
      if (!element) return;
      placeInConnections(store, connections, element, 'CollectionElementsConnectionEdge', byElementOrder);
      shiftTotalCount(store, connections, 1);
    },
  };
});
