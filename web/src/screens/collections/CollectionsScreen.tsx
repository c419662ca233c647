import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { CollectionsScreenQuery, CollectionsScreenQuery$data } from '../../__generated__/CollectionsScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { CollectionCategoryGroup } from './CollectionCategoryGroup.tsx';

const query = graphql`
  query CollectionsScreenQuery {
    collectionCategories {
      id
      ...CollectionCategoryGroup_category
    }
  }
`;

/** `/collections`: collections grouped by category, the post-login landing (spec part 2 §2). */
function Collections({ collectionCategories }: CollectionsScreenQuery$data) {
  return (
    <Screen
      title="Kolekcje"
      actions={
        <Link className="button-link" to={paths.collectionCreate()}>
          Dodaj kolekcję
        </Link>
      }
    >
      {collectionCategories.length === 0 ? <p className="muted">Nie ma jeszcze kategorii kolekcji.</p> : null}
      {collectionCategories.map((category) => (
        <CollectionCategoryGroup key={category.id} category={category} />
      ))}
    </Screen>
  );
}

export const { loader, Component } = defineScreen<CollectionsScreenQuery, CollectionsScreenQuery$data>({
  query,
  variables: () => ({}),
  select: (data) => data,
  Body: Collections,
});
