import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { CollectionsScreenQuery, CollectionsScreenQuery$data } from '../../__generated__/CollectionsScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { useUrlChoice, useUrlText } from '../../ui/useUrlText.ts';
import { CollectionCategoryGroup } from './CollectionCategoryGroup.tsx';
import { COLLECTION_SORT_LABELS, COLLECTION_SORTS, COLLECTIONS_URL, matchesName } from './collectionsView.ts';

const query = graphql`
  query CollectionsScreenQuery {
    collectionCategories {
      id
      collections {
        name
      }
      ...CollectionCategoryGroup_category
    }
  }
`;

/** `/collections`: collections as cards grouped by category, the post-login landing (spec part 2 §2); filter and sort in the address. */
function Collections({ collectionCategories }: CollectionsScreenQuery$data) {
  const [filter, setFilter] = useUrlText(COLLECTIONS_URL.filter);
  const [sort, setSort] = useUrlChoice(COLLECTIONS_URL.sort, COLLECTION_SORTS, 'name');
  const all = collectionCategories.flatMap((category) => category.collections);
  const shown = all.filter((collection) => matchesName(collection.name, filter)).length;
  const filtered = filter.trim() !== '';
  return (
    <Screen
      title="Kolekcje"
      actions={
        <Link className="button-link" to={paths.collectionCreate()}>
          Dodaj kolekcję
        </Link>
      }
    >
      {collectionCategories.length === 0 ? (
        <p className="muted">Nie ma jeszcze kategorii kolekcji.</p>
      ) : (
        <>
          <Group role="search" aria-label="Filtr kolekcji" align="flex-end" gap="md" mb="xs">
            <TextInput
              label="Nazwa kolekcji"
              type="search"
              autoComplete="off"
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              w={{ base: '100%', xs: 260 }}
            />
            <NativeSelect
              label="Sortuj"
              value={sort}
              onChange={(event) => setSort(COLLECTION_SORTS.find((choice) => choice === event.currentTarget.value) ?? 'name')}
              data={COLLECTION_SORTS.map((value) => ({ value, label: COLLECTION_SORT_LABELS[value] }))}
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
          <Text role="status" size="sm" c="dimmed" mb="md">
            {filtered ? `Kolekcje pasujące do filtra: ${shown} z ${all.length}` : `Kolekcji: ${all.length}`}
          </Text>
          {filtered && shown === 0 ? <p className="muted">Żadna kolekcja nie pasuje do filtra.</p> : null}
        </>
      )}
      {collectionCategories.map((category) => (
        <CollectionCategoryGroup key={category.id} category={category} filter={filter} sort={sort} />
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
