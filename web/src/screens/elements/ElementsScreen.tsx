import { Button, Group } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ElementsScreenQuery } from '../../__generated__/ElementsScreenQuery.graphql.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { ElementsCsvExport } from './ElementsCsvExport.tsx';
import { elementListVariables } from './elementListParams.ts';
import { ElementsTable } from './ElementsTable.tsx';

// The filter, the category and the order come from the address (elementListParams.ts): the loader asks for the
// very list a reload or a shared link shows.
const query = graphql`
  query ElementsScreenQuery($slug: String!, $filter: String, $categoryId: ID, $orderBy: ElementOrder) {
    collection(slug: $slug) {
      slug
      name
      elementCategories {
        ...ElementsTable_categories
      }
      ...ElementsTable_collection @arguments(filter: $filter, categoryId: $categoryId, orderBy: $orderBy)
    }
  }
`;

type Collection = NonNullable<ElementsScreenQuery['response']['collection']>;

/** `/collection/{slug}/elements`: the element list with a filter (spec part 2 §2). */
function Elements({ collection }: { collection: Collection }) {
  const { slug } = collection;
  return (
    <Screen
      title={`Elementy — ${collection.name}`}
      actions={
        <Group gap="xs" className="screen-actions">
          <Button component={Link} to={paths.elementCreate({ slug })}>
            Dodaj element
          </Button>
          <Button component={Link} to={paths.elementsImport({ slug })} variant="default">
            Importuj z CSV
          </Button>
          <ElementsCsvExport slug={slug} />
        </Group>
      }
    >
      <ElementsTable collection={collection} categories={collection.elementCategories} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementsScreenQuery>(query, Elements, elementListVariables);
