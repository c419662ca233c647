import { graphql } from 'react-relay';
import type { KitScreenQuery } from '../../__generated__/KitScreenQuery.graphql.ts';
import type { KitView_collection$key } from '../../__generated__/KitView_collection.graphql.ts';
import type { KitView_kit$key } from '../../__generated__/KitView_kit.graphql.ts';
import { defineScreen } from '../../relay/screen.tsx';
import { KitNotFound } from './KitNotFound.tsx';
import { KitView } from './KitView.tsx';

const query = graphql`
  query KitScreenQuery($id: ID!, $slug: String!) {
    node(id: $id) {
      ... on Kit @alias(as: "kit") {
        collection {
          slug
        }
        ...KitView_kit
      }
    }
    collection(slug: $slug) {
      ...KitView_collection
    }
  }
`;

interface KitProps {
  kit: KitView_kit$key;
  collection: KitView_collection$key;
}

/** `/collection/{slug}/sets/{id}`: one kit (spec part 2 §2 collection-set-view); its heading is the kit's name. */
function Kit({ kit, collection }: KitProps) {
  return (
    <section className="screen">
      <KitView kit={kit} collection={collection} />
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
