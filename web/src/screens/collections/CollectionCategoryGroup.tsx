import { SimpleGrid, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { CollectionCategoryGroup_category$key } from '../../__generated__/CollectionCategoryGroup_category.graphql.ts';
import { CollectionCard } from './CollectionCard.tsx';
import { visibleCollections, type CollectionSort } from './collectionsView.ts';

interface CollectionCategoryGroupProps {
  category: CollectionCategoryGroup_category$key;
  /** The name filter typed on the screen: a category without a match is left out. */
  filter: string;
  sort: CollectionSort;
}

/** One heading per collection category and its collections as cards (spec part 2 §2). */
export function CollectionCategoryGroup({ category, filter, sort }: CollectionCategoryGroupProps) {
  const data = useFragment(
    graphql`
      fragment CollectionCategoryGroup_category on CollectionCategory {
        slug
        name
        collections {
          id
          name
          elementCount
          ...CollectionCard_collection
        }
      }
    `,
    category,
  );
  const listed = data.collections.map((collection) => ({ collection, name: collection.name, elementCount: collection.elementCount }));
  const shown = visibleCollections(listed, filter, sort).map(({ collection }) => collection);
  if (filter.trim() !== '' && shown.length === 0) return null;
  const headingId = `category-${data.slug}`;
  return (
    <section className="collection-section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {data.name}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">Brak kolekcji w tej kategorii.</Text>
      ) : (
        <SimpleGrid component="ul" className="collection-grid" cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" aria-labelledby={headingId}>
          {shown.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
