import { Anchor, Button, Text } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { ElementScreenQuery } from '../../__generated__/ElementScreenQuery.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteElementMutation } from '../../mutations/useDeleteElementMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { elementAt } from './elementAt.ts';
import { ElementDetails } from './ElementDetails.tsx';
import { ElementHistory } from './ElementHistory.tsx';
import { ElementNotFound } from './ElementNotFound.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { DangerZone } from '../../ui/DangerZone.tsx';

const query = graphql`
  query ElementScreenQuery($id: ID!, $slug: String!) {
    # Named by the address too, so the gateway loads the collection with the element, not one round after it.
    collection(slug: $slug) {
      id
    }
    node(id: $id) {
      ... on Element @alias(as: "element") {
        id
        name
        version
        viewerCanDelete
        viewerCannotDeleteReason
        kitsHoldingIt {
          id
          name
        }
        collection {
          id
          slug
          name
        }
        ...ElementDetails_element
        ...ElementHistory_element
      }
    }
  }
`;

type Element = NonNullable<NonNullable<ElementScreenQuery['response']['node']>['element']>;

/** `/collection/{slug}/elements/{elementId}`: the element read-only, 'Edytuj', and the two-step delete. */
function ElementView({ element }: { element: Element }) {
  usePageNames({ collection: element.collection.name, element: element.name });
  const [remove] = useDeleteElementMutation();
  const navigate = useNavigate();
  const { slug } = element.collection;

  async function confirmDelete(): Promise<string | null> {
    const outcome = await remove(element.id, element.collection.id);
    if (outcome.ok) await navigate(paths.elements({ slug }), { replace: true });
    return bannerOf(outcome);
  }

  return (
    <Screen
      title={element.name}
      actions={
        <Button component={Link} to={paths.elementEdit({ slug, elementId: element.id })}>
          Edytuj
        </Button>
      }
    >
      <Text mb="md">
        Kolekcja:{' '}
        <Anchor component={Link} underline="always" to={paths.elements({ slug })}>
          {element.collection.name}
        </Anchor>
      </Text>
      <ElementDetails element={element} />
      {element.viewerCanDelete || element.viewerCannotDeleteReason ? (
        <DangerZone
          title="Usuwanie elementu"
          blocker={element.viewerCannotDeleteReason}
          blockerLinks={element.kitsHoldingIt.map((kit) => ({ name: kit.name, to: paths.kit({ slug, id: kit.id }) }))}
        >
          <DeleteConfirmation impact={`Zostanie usunięty element „${element.name}”.`} onConfirm={confirmDelete} />
        </DangerZone>
      ) : null}
      <ElementHistory element={element} version={element.version} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<ElementScreenQuery, { element: Element }>({
  query,
  variables: (params) => ({ id: params.elementId ?? '', slug: params.slug ?? '' }),
  select: ({ node }, params) => {
    const element = elementAt(node?.element, params);
    return element && { element };
  },
  NotFound: ElementNotFound,
  Body: ElementView,
});
