import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { familiesByPriceGroup } from '@meble/domain/fabric';
import { fabricMessages } from '@meble/domain/messages/fabrics';
import type { CollectionTexturesAssign_collection$key } from '../../__generated__/CollectionTexturesAssign_collection.graphql.ts';
import type { CollectionTexturesAssignScreenQuery, CollectionTexturesAssignScreenQuery$data } from '../../__generated__/CollectionTexturesAssignScreenQuery.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
import { useAssignFabricFamilyMutation } from '../../mutations/useAssignFabricFamilyMutation.ts';
import { useSetCollectionDefaultFabricMutation } from '../../mutations/useSetCollectionDefaultFabricMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';

const query = graphql`
  query CollectionTexturesAssignScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      ...CollectionTexturesAssign_collection
    }
    fabricFamilies {
      id
      name
      priceGroup
      isActive
      fabrics {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

type Data = CollectionTexturesAssignScreenQuery$data;
type Props = { collection: NonNullable<Data['collection']>; families: Data['fabricFamilies'] };

/**
 * `/collection/{slug}/textures/assign` (spec part 2 §2, §4; D25): each family assigned or not, and the collection's one
 * default fabric. Each change saves at once; choosing a default assigns its family, and taking a family away takes
 * its default with it.
 */
function CollectionTexturesAssign({ collection, families }: Props) {
  usePageNames({ collection: collection.name });
  const data = useFragment(
    graphql`
      fragment CollectionTexturesAssign_collection on Collection {
        id
        textures {
          id
        }
        defaultFabric {
          id
          name
          family {
            id
          }
        }
      }
    `,
    collection as CollectionTexturesAssign_collection$key,
  );
  const [assign] = useAssignFabricFamilyMutation();
  const [setDefault] = useSetCollectionDefaultFabricMutation();
  // What a change shows while it saves: the new state at once, back to the stored one if it is refused.
  const [pending, setPending] = useState<{ familyId: string; assigned?: boolean; defaultId?: string } | null>(null);
  const busy = pending?.familyId ?? null;
  const assigned = new Set(data.textures.map((family) => family.id));
  const groups = familiesByPriceGroup(families.map((family) => ({ ...family, priceGroup: family.priceGroup })));

  async function run(change: NonNullable<typeof pending>, work: () => Promise<{ ok: boolean; banner?: string }>) {
    // A change under way ignores the next (the controls stay enabled, so keyboard focus stays where it is).
    if (busy !== null) return;
    setPending(change);
    const outcome = await work();
    setPending(null);
    if (!outcome.ok && outcome.banner) showFailure(outcome.banner);
  }

  return (
    <Screen
      title={`Przypisanie tkanin — ${collection.name}`}
      actions={
        <Button component={Link} to={paths.collectionTextures({ slug: collection.slug })} variant="default">
          Wróć do tkanin kolekcji
        </Button>
      }
    >
      <Stack gap="md">
        <Text role="status">
          {data.defaultFabric ? `Domyślna tkanina: ${data.defaultFabric.name}.` : fabricMessages.noDefaultFabric}
        </Text>
        {groups.length === 0 && (
          <Text>
            Nie ma jeszcze rodzin tkanin. <Link to={paths.fabricFamilyCreate()}>Dodaj rodzinę tkanin</Link>.
          </Text>
        )}
        {groups.map(({ group, families: inGroup }) => (
          <Paper key={group} component="section" aria-labelledby={`assign-group-${group}`} withBorder radius="md" p="md">
            <Title order={2} size="h3" id={`assign-group-${group}`}>
              Grupa cenowa {group}
            </Title>
            <ListTable>
              <Table className="list-table">
                <Table.Caption className="visually-hidden">{`Rodziny tkanin grupy ${group}`}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Rodzina</Table.Th>
                    <Table.Th scope="col">Przypisana</Table.Th>
                    <Table.Th scope="col">Domyślna tkanina</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inGroup.map((family) => {
                    const change = pending?.familyId === family.id ? pending : null;
                    const defaultHere = change?.defaultId ?? (data.defaultFabric?.family.id === family.id ? data.defaultFabric.id : '');
                    // Choosing a default assigns the family; taking the family away takes its default (D25).
                    const isAssigned = change?.assigned ?? (change?.defaultId ? true : assigned.has(family.id));
                    const fabrics = family.fabrics.edges.flatMap((edge) => (edge.node ? [edge.node] : []));
                    return (
                      <Table.Tr key={family.id}>
                        <Table.Th scope="row" className="list-name">
                          {family.name}
                          {family.isActive ? '' : ' (nieaktywna)'}
                        </Table.Th>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Przypisana: ${family.name}`}
                            checked={isAssigned}
                            aria-busy={busy === family.id}
                            onChange={(event) => {
                              const on = event.currentTarget.checked;
                              void run({ familyId: family.id, assigned: on, ...(on ? {} : { defaultId: '' }) }, () => assign({ collectionId: data.id, familyId: family.id, assigned: on }));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <NativeSelect
                              aria-label={`Domyślna tkanina z rodziny ${family.name}`}
                              value={defaultHere}
                              aria-busy={busy === family.id}
                              disabled={fabrics.length === 0}
                              data={[{ value: '', label: fabrics.length === 0 ? 'Brak tkanin' : '—' }, ...fabrics.map((fabric) => ({ value: fabric.id, label: fabric.name }))]}
                              onChange={(event) => {
                                const fabricId = event.currentTarget.value;
                                void run({ familyId: family.id, defaultId: fabricId }, () => setDefault({ collectionId: data.id, familyId: family.id, fabricId: fabricId === '' ? null : fabricId }));
                              }}
                            />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ListTable>
          </Paper>
        ))}
      </Stack>
    </Screen>
  );
}

export const { loader, Component } = defineScreen<CollectionTexturesAssignScreenQuery, Props>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ collection, fabricFamilies }) => collection && { collection, families: fabricFamilies },
  NotFound: CollectionNotFound,
  Body: CollectionTexturesAssign,
});
