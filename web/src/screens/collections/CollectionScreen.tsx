import { Button } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { CollectionScreenQuery } from '../../__generated__/CollectionScreenQuery.graphql.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { CollectionDeleteSection } from './CollectionDeleteSection.tsx';
import { CollectionDetails } from './CollectionDetails.tsx';
import { CollectionHistory } from './CollectionHistory.tsx';
import { defineCollectionScreen } from './defineCollectionScreen.tsx';

const query = graphql`
  query CollectionScreenQuery($slug: String!) {
    collection(slug: $slug) {
      slug
      name
      version
      ...CollectionDetails_collection
      ...CollectionDeleteSection_collection
      ...CollectionHistory_collection
    }
  }
`;

type Collection = NonNullable<CollectionScreenQuery['response']['collection']>;

/** `/collection/{slug}`: description and main photo, and the delete flow (spec part 2 §2). */
function CollectionView({ collection }: { collection: Collection }) {
  return (
    <Screen
      title={collection.name}
      actions={
        <Button component={Link} to={paths.collectionEdit({ slug: collection.slug })}>
          Edytuj
        </Button>
      }
    >
      <CollectionDetails collection={collection} />
      <CollectionDeleteSection collection={collection} />
      <CollectionHistory collection={collection} version={collection.version} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<CollectionScreenQuery>(query, CollectionView);
