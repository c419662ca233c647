import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ElementCategoriesScreenQuery } from '../../__generated__/ElementCategoriesScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { ElementCategoriesTable } from './ElementCategoriesTable.tsx';

const query = graphql`
  query ElementCategoriesScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      ...ElementCategoriesTable_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementCategoriesScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** `/collection/{slug}/categories` (spec part 2 §2). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<ElementCategoriesScreenQuery>(query, queryRef);
  if (!collection) return <CollectionNotFound />;
  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{`Kategorie elementów — ${collection.name}`}</h1>
        <Link className="button-link" to={`/element-category/create/${encodeURIComponent(collection.slug)}`}>
          Dodaj kategorię
        </Link>
      </div>
      <ElementCategoriesTable collection={collection} />
    </section>
  );
}
