import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CollectionsScreenQuery } from '../../__generated__/CollectionsScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionCategoryGroup } from './CollectionCategoryGroup.tsx';

const query = graphql`
  query CollectionsScreenQuery {
    collectionCategories {
      id
      ...CollectionCategoryGroup_category
    }
  }
`;

// The (unused) args make react-router type the data as a client loader's (functions kept), as routes.tsx explains.
export function loader(_args: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<CollectionsScreenQuery>(query, {}) };
}

/** `/collections`: collections grouped by category, the post-login landing (spec part 2 §2). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const data = usePreloadedQuery<CollectionsScreenQuery>(query, queryRef);
  return (
    <section className="screen">
      <div className="screen-head">
        <h1>Kolekcje</h1>
        <Link className="button-link" to="/collections/create">
          Dodaj kolekcję
        </Link>
      </div>
      {data.collectionCategories.length === 0 ? <p className="muted">Nie ma jeszcze kategorii kolekcji.</p> : null}
      {data.collectionCategories.map((category) => (
        <CollectionCategoryGroup key={category.id} category={category} />
      ))}
    </section>
  );
}
