import { Text } from '@mantine/core';
import { graphql } from 'react-relay';
import type { ElementsOtherScreenQuery } from '../../__generated__/ElementsOtherScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { CollectionNotFound } from './CollectionNotFound.tsx';

const query = graphql`
  query ElementsOtherScreenQuery($slug: String!) {
    collection(slug: $slug) {
      name
    }
  }
`;

/** `/collection/{slug}/elements-other` (spec part 2 §2): the spec's empty placeholder, and it says so. */
function ElementsOther({ name }: { name: string }) {
  usePageNames({ collection: name });
  return (
    <Screen title={`Elementy z innych kolekcji — ${name}`}>
      <Text>Ta strona jest pusta: elementy z innych kolekcji nie są jeszcze dostępne.</Text>
    </Screen>
  );
}

export const { loader, Component } = defineScreen<ElementsOtherScreenQuery, { name: string }>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ collection }) => collection && { name: collection.name },
  NotFound: CollectionNotFound,
  Body: ElementsOther,
});
