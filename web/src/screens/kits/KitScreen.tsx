import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigation, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { KitScreenQuery } from '../../__generated__/KitScreenQuery.graphql.ts';
import { PageLoading } from '../../errors/PageLoading.tsx';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { KitNotFound } from './KitNotFound.tsx';
import { KitView } from './KitView.tsx';

const query = graphql`
  query KitScreenQuery($id: ID!, $slug: String!) {
    node(id: $id) {
      ... on Kit @alias(as: "kit") {
        id
        collection {
          slug
        }
        ...KitView_kit
      }
    }
    collection(slug: $slug) {
      ...ElementPicker_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<KitScreenQuery>(query, { id: params.id ?? '', slug: params.slug ?? '' }) };
}

/** `/collection/{slug}/sets/{id}`: one kit (spec part 2 §2 collection-set-view). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { node, collection } = usePreloadedQuery<KitScreenQuery>(query, queryRef);
  const params = useParams();
  const navigation = useNavigation();
  const kit = node?.kit;
  if (!kit || !collection || kit.collection.slug !== params.slug) {
    // Just deleted here: the store already lacks it while the way back to the list is loading.
    return navigation.state === 'idle' ? <KitNotFound /> : <PageLoading />;
  }
  return (
    <section className="screen">
      <KitView kit={kit} collection={collection} />
    </section>
  );
}
