import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ElementsScreenQuery } from '../../__generated__/ElementsScreenQuery.graphql.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { ElementsCsvExport } from './ElementsCsvExport.tsx';
import { ElementsTable } from './ElementsTable.tsx';

const query = graphql`
  query ElementsScreenQuery($slug: String!) {
    collection(slug: $slug) {
      slug
      name
      elementCategories {
        ...ElementsTable_categories
      }
      ...ElementsTable_collection
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
        <div className="screen-actions">
          <Link className="button-link" to={paths.elementCreate({ slug })}>
            Dodaj element
          </Link>
          <Link className="button-link" to={paths.elementsImport({ slug })}>
            Importuj z CSV
          </Link>
          <ElementsCsvExport slug={slug} />
        </div>
      }
    >
      <ElementsTable collection={collection} categories={collection.elementCategories} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementsScreenQuery>(query, Elements);
