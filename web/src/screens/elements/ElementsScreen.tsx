import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ElementsScreenQuery } from '../../__generated__/ElementsScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { ElementsCsvExport } from './ElementsCsvExport.tsx';
import { ElementsTable } from './ElementsTable.tsx';

const query = graphql`
  query ElementsScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      elementCategories {
        id
        name
      }
      ...ElementsTable_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementsScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** `/collection/{slug}/elements`: the element list with a filter (spec part 2 §2). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<ElementsScreenQuery>(query, queryRef);
  if (!collection) return <CollectionNotFound />;
  const listPath = `/collection/${encodeURIComponent(collection.slug)}/elements`;
  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{`Elementy — ${collection.name}`}</h1>
        <div className="screen-actions">
          <Link className="button-link" to={`${listPath}/create`}>
            Dodaj element
          </Link>
          <Link className="button-link" to={`${listPath}/import`}>
            Importuj z CSV
          </Link>
          <ElementsCsvExport slug={collection.slug} />
        </div>
      </div>
      <ElementsTable collection={collection} categories={collection.elementCategories} />
    </section>
  );
}
