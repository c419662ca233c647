import { Button } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ElementCategoriesScreenQuery } from '../../__generated__/ElementCategoriesScreenQuery.graphql.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { ElementCategoriesTable } from './ElementCategoriesTable.tsx';

const query = graphql`
  query ElementCategoriesScreenQuery($slug: String!) {
    collection(slug: $slug) {
      slug
      name
      ...ElementCategoriesTable_collection
    }
  }
`;

type Collection = NonNullable<ElementCategoriesScreenQuery['response']['collection']>;

/** `/collection/{slug}/categories` (spec part 2 §2). */
function ElementCategories({ collection }: { collection: Collection }) {
  return (
    <Screen
      title={`Kategorie elementów — ${collection.name}`}
      actions={
        <Button component={Link} to={paths.elementCategoryCreate({ slug: collection.slug })}>
          Dodaj kategorię
        </Button>
      }
    >
      <ElementCategoriesTable collection={collection} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementCategoriesScreenQuery>(query, ElementCategories);
