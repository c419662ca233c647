import { graphql } from 'react-relay';
import type { KitScreenQuery, KitScreenQuery$data } from '../../__generated__/KitScreenQuery.graphql.ts';
import type { KitView_collection$key } from '../../__generated__/KitView_collection.graphql.ts';
import { defineScreen } from '../../relay/screen.tsx';
import { KitHistory } from './KitHistory.tsx';
import { KitNotFound } from './KitNotFound.tsx';
import { KitView } from './KitView.tsx';

const query = graphql`
  query KitScreenQuery($id: ID!, $slug: String!) {
    node(id: $id) {
      ... on Kit @alias(as: "kit") {
        version
        collection {
          slug
        }
        ...KitView_kit
        ...KitHistory_kit
      }
    }
    collection(slug: $slug) {
      ...KitView_collection
    }
  }
`;

type KitRecord = NonNullable<NonNullable<KitScreenQuery$data['node']>['kit']>;

interface KitProps {
  kit: KitRecord;
  collection: KitView_collection$key;
}

/** `/collection/{slug}/sets/{id}`: one kit (spec part 2 §2 collection-set-view); its heading is the kit's name. */
function Kit({ kit, collection }: KitProps) {
  return (
    <section className="screen">
      <KitView kit={kit} collection={collection} />
      <KitHistory kit={kit} version={kit.version} />
    </section>
  );
}

export const { loader, Component } = defineScreen<KitScreenQuery, KitProps>({
  query,
  variables: (params) => ({ id: params.id ?? '', slug: params.slug ?? '' }),
  select: ({ node, collection }, params) => {
    const kit = node?.kit;
    return kit && collection && kit.collection.slug === params.slug ? { kit, collection } : null;
  },
  NotFound: KitNotFound,
  Body: Kit,
});
