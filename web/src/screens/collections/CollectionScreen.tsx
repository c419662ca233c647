import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CollectionScreenQuery } from '../../__generated__/CollectionScreenQuery.graphql.ts';
import { PageLoading } from '../../errors/PageLoading.tsx';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from './CollectionNotFound.tsx';
import { CollectionDeleteSection } from './CollectionDeleteSection.tsx';
import { CollectionDetails } from './CollectionDetails.tsx';

const query = graphql`
  query CollectionScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      ...CollectionDetails_collection
      ...CollectionDeleteSection_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<CollectionScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** `/collection/{slug}`: description and main photo, and the delete flow (spec part 2 §2). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<CollectionScreenQuery>(query, queryRef);
  const navigation = useNavigation();
  // Just deleted here: the store already lacks it while the way back to the list is loading.
  if (!collection) return navigation.state === 'idle' ? <CollectionNotFound /> : <PageLoading />;
  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{collection.name}</h1>
        <Link className="button-link" to={`/collection/edit/${encodeURIComponent(collection.slug)}`}>
          Edytuj
        </Link>
      </div>
      <CollectionDetails collection={collection} />
      <CollectionDeleteSection collection={collection} />
    </section>
  );
}
