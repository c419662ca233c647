import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { CreateElementMutation, CreateElementMutation$variables } from '../__generated__/CreateElementMutation.graphql.ts';
import { elementListsOf } from '../relay/elementLists.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';

// Answers the new element in the shape its screens and the element lists read; it joins the collection's
// unfiltered lists (@appendNode) so they are current without reading a page again.
const mutation = graphql`
  mutation CreateElementMutation($collectionId: ID!, $input: ElementInput!, $connections: [ID!]!) {
    createElement(collectionId: $collectionId, input: $input) {
      __typename
      ... on ElementPayload {
        element @appendNode(connections: $connections, edgeTypeName: "CollectionElementsConnectionEdge") {
          id
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
    (variables: Omit<CreateElementMutation$variables, 'connections'>) => {
      const connections = elementListsOf(environment, variables.collectionId);
      return run(
        { ...variables, connections },
        {
          updater: (store, data) => {
            if (data?.createElement.__typename === 'ElementPayload') shiftTotalCount(store, connections, 1);
          },
        },
      );
    },
    [environment, run],
  );
  return [create, isInFlight] as const;
}
