import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ElementsScreenQuery } from '../../__generated__/ElementsScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
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
  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{`Elementy — ${collection.name}`}</h1>
        <Link className="button-link" to={`/collection/${encodeURIComponent(collection.slug)}/elements/create`}>
          Dodaj element
        </Link>
      </div>
      <ElementsTable collection={collection} categories={collection.elementCategories} />
    </section>
  );
}
