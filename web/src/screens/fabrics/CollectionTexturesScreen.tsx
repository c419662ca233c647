import { Alert, Anchor, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { familiesByPriceGroup } from '@meble/domain/fabric';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import { formatPrice } from '@meble/domain/money';
import type { CollectionTexturesScreenQuery, CollectionTexturesScreenQuery$data } from '../../__generated__/CollectionTexturesScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';

const query = graphql`
  query CollectionTexturesScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      defaultFabric {
        id
        name
        isActive
        family {
          name
          isActive
        }
      }
      textures {
        id
        slug
        name
        priceGroup
        discountPercent
        fabricCount
        kitPrices {
          kit {
            id
            name
          }
          grosze
        }
      }
    }
  }
`;

type Collection = NonNullable<CollectionTexturesScreenQuery$data['collection']>;

/**
 * `/collection/{slug}/textures` (spec part 2 §2): the families assigned to the collection by price group, its default
 * fabric ('Brak domyślnej tkaniny!' when none), and what each kit costs in each family's price group.
 */
function CollectionTextures({ collection }: { collection: Collection }) {
  usePageNames({ collection: collection.name });
  const groups = familiesByPriceGroup(collection.textures.map((family) => ({ ...family, priceGroup: family.priceGroup })));
  return (
    <Screen
      title={`Tkaniny kolekcji ${collection.name}`}
      actions={
        <Button component={Link} to={paths.collectionTexturesAssign({ slug: collection.slug })}>
          Przypisz tkaniny
        </Button>
      }
    >
      <Stack gap="md">
        {collection.defaultFabric ? (
          <Text>
            Domyślna tkanina: <strong>{collection.defaultFabric.name}</strong> ({collection.defaultFabric.family.name})
          </Text>
        ) : null}
        {collection.defaultFabric && !(collection.defaultFabric.isActive && collection.defaultFabric.family.isActive) ? (
          <Alert color="orange" variant="light">
            {fabricMessages.defaultFabricInactive}
          </Alert>
        ) : null}
        {collection.defaultFabric ? null : (
          <Alert color="red" variant="light">
            <strong>{fabricMessages.noDefaultFabric}</strong> Wybierz domyślną tkaninę w przypisaniu tkanin.
          </Alert>
        )}
        {groups.length === 0 && <Text>Kolekcja nie ma przypisanych rodzin tkanin.</Text>}
        {groups.map(({ group, families }) => (
          <Paper key={group} component="section" aria-labelledby={`textures-group-${group}`} withBorder radius="md" p="md">
            <Title order={2} size="h3" id={`textures-group-${group}`}>
              Grupa cenowa {group}
            </Title>
            {families.map((family) => (
              <Stack key={family.id} gap={4} mt="sm">
                <Title order={3} size="h4">
                  <Anchor component={Link} to={paths.fabricFamily({ slug: family.slug })}>
                    {family.name}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {`Tkanin: ${family.fabricCount}${family.discountPercent > 0 ? `, rabat rodziny ${family.discountPercent}%` : ''}`}
                </Text>
                {family.kitPrices.length === 0 ? (
                  <Text size="sm">Kolekcja nie ma zestawów.</Text>
                ) : (
                  <ListTable>
                    <Table className="list-table" striped>
                      <Table.Caption className="visually-hidden">{`Ceny zestawów w rodzinie ${family.name}`}</Table.Caption>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Zestaw</Table.Th>
                          <Table.Th scope="col">{`Cena (grupa ${group}, po rabatach)`}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {family.kitPrices.map((price) => (
                          <Table.Tr key={price.kit.id}>
                            <Table.Th scope="row" className="list-name">
                              {price.kit.name}
                            </Table.Th>
                            <Table.Td>{price.grosze == null ? 'brak ceny' : formatPrice(price.grosze)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ListTable>
                )}
              </Stack>
            ))}
          </Paper>
        ))}
      </Stack>
    </Screen>
  );
}

export const { loader, Component } = defineScreen<CollectionTexturesScreenQuery, { collection: Collection }>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ collection }) => collection && { collection },
  NotFound: CollectionNotFound,
  Body: CollectionTextures,
});
