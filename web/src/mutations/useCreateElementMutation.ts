import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { CreateElementMutation, CreateElementMutation$variables } from '../__generated__/CreateElementMutation.graphql.ts';
import { byElementOrder, elementListsOf } from '../relay/elementLists.ts';
import { placeInConnections, shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the new element in the shape its screens and the element lists read; it joins the collection's
// unfiltered lists at its place (displayOrd, then name) so they are current without reading a page again.
const mutation = graphql`
  mutation CreateElementMutation($collectionId: ID!, $input: ElementInput!) {
    createElement(collectionId: $collectionId, input: $input) {
      __typename
      ... on ElementPayload {
        element {
          id
          displayOrd
          name
          ...ElementDetails_element
          ...ElementEdit_element
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

export function useCreateElementMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<CreateElementMutation>(mutation);
  const create = useCallback(
    (variables: CreateElementMutation$variables) => {
      const connections = elementListsOf(environment, variables.collectionId);
      return run(variables, {
        notice: (payload) => notices.created('element', payload.element.name),
        updater: (store) => {
          const element = store.getRootField('createElement')?.getLinkedRecord('element');
          if (!element) return;
          placeInConnections(store, connections, element, 'CollectionElementsConnectionEdge', byElementOrder);
          shiftTotalCount(store, connections, 1);
        },
      });
    },
    [environment, run],
  );
  return [create, isInFlight] as const;
}
