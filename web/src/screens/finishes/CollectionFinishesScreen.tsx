import { Anchor, Button, Text } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { FINISH_KIND_LABELS, FINISH_TYPE_LABELS, type FinishKind } from '@meble/domain/finish';
import type { CollectionFinishesScreenQuery, CollectionFinishesScreenQuery$data } from '../../__generated__/CollectionFinishesScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { FinishGroups } from './FinishGroups.tsx';
import { FINISH_PATHS } from './kinds.ts';

// Both kinds' lists come from the one call that reads every finish: the query costs the same as either.
const query = graphql`
  query CollectionFinishesScreenQuery($slug: String!) {
    collection(slug: $slug) {
      slug
      name
      legFinishes {
        ...FinishGroups_finishes
      }
      elementFinishes {
        ...FinishGroups_finishes
      }
    }
  }
`;

type Collection = NonNullable<CollectionFinishesScreenQuery$data['collection']>;

/**
 * `/collection/{slug}/legs-colors` and `/collection/{slug}/elements-colors` (spec part 2 §2): the finishes assigned
 * to the collection, grouped as wood grain, solid colour and metal, each group with its edit link to the assign screen.
 */
function CollectionFinishes({ kind, collection }: { kind: FinishKind; collection: Collection }) {
  usePageNames({ collection: collection.name });
  const finishes = kind === 'legs' ? collection.legFinishes : collection.elementFinishes;
  const assign = FINISH_PATHS[kind].assign(collection.slug);
  return (
    <Screen
      title={`${FINISH_KIND_LABELS[kind].page} — ${collection.name}`}
      actions={
        <Button component={Link} to={assign}>
          Przypisz wybarwienia
        </Button>
      }
    >
      {finishes.length === 0 && <Text mb="md">Kolekcja nie ma jeszcze przypisanych wybarwień tego rodzaju.</Text>}
      <FinishGroups
        kind={kind}
        finishes={finishes}
        idPrefix={`collection-finish-type-${kind}`}
        empty="Brak przypisanych wybarwień tego rodzaju."
        groupAction={(type) => (
          <Anchor component={Link} to={assign} size="sm" aria-label={`Edytuj: ${FINISH_TYPE_LABELS[type]}`}>
            Edytuj
          </Anchor>
        )}
      />
    </Screen>
  );
}

const screenOf = (kind: FinishKind) =>
  defineScreen<CollectionFinishesScreenQuery, { collection: Collection }>({
    query,
    variables: (params) => ({ slug: params.slug ?? '' }),
    select: ({ collection }) => collection && { collection },
    NotFound: CollectionNotFound,
    Body: ({ collection }) => <CollectionFinishes kind={kind} collection={collection} />,
  });

export const collectionFinishesScreens = { legs: screenOf('legs'), elements: screenOf('elements') };
