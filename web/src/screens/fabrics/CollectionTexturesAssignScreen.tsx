import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
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
            isActive
          }
        }
      }
    }
  }
`;

type Data = CollectionTexturesAssignScreenQuery$data;
type Props = { collection: NonNullable<Data['collection']>; families: Data['fabricFamilies'] };
/** What a family's row shows while its changes save. */
type Change = { assigned?: boolean; defaultId?: string };
/** A change waiting for its turn: which control of which family, and its call. */
type Job = { familyId: string; control: 'assigned' | 'default'; work: () => Promise<{ ok: boolean; banner?: string }> };

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
          isActive
          family {
            id
            isActive
          }
        }
      }
    `,
    collection as CollectionTexturesAssign_collection$key,
  );
  const [assign] = useAssignFabricFamilyMutation();
  const [setDefault] = useSetCollectionDefaultFabricMutation();
  // What the changes under way show: the latest state asked for, per family, back to the stored one once they end.
  const [pending, setPending] = useState<ReadonlyMap<string, Change>>(new Map());
  const jobs = useRef<Job[]>([]);
  const draining = useRef(false);
  const assigned = new Set(data.textures.map((family) => family.id));
  const groups = familiesByPriceGroup(families.map((family) => ({ ...family, priceGroup: family.priceGroup })));

  // One call at a time, in the order asked. Nothing is dropped: a change made while another saves waits its turn,
  // and the next change of the same control replaces one still waiting (arrow keys through the defaults save the
  // one the user stops on, not each on the way).
  async function drain() {
    if (draining.current) return;
    draining.current = true;
    for (let job = jobs.current.shift(); job; job = jobs.current.shift()) {
      const outcome = await job.work();
      const familyId = job.familyId;
      if (!jobs.current.some((next) => next.familyId === familyId)) {
        setPending((current) => {
          const next = new Map(current);
          next.delete(familyId);
          return next;
        });
      }
      if (!outcome.ok && outcome.banner) showFailure(outcome.banner);
    }
    draining.current = false;
  }

  function run(familyId: string, control: Job['control'], change: Change, work: Job['work']) {
    setPending((current) => new Map(current).set(familyId, { ...current.get(familyId), ...change }));
    const last = jobs.current.at(-1);
    if (last && last.familyId === familyId && last.control === control) last.work = work;
    else jobs.current.push({ familyId, control, work });
    void drain();
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
          {data.defaultFabric && !(data.defaultFabric.isActive && data.defaultFabric.family.isActive) ? ` ${fabricMessages.defaultFabricInactive}` : ''}
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
                    const change = pending.get(family.id);
                    const defaultHere = change?.defaultId ?? (data.defaultFabric?.family.id === family.id ? data.defaultFabric.id : '');
                    // Choosing a default assigns the family; taking the family away takes its default (D25).
                    const isAssigned = change?.assigned ?? assigned.has(family.id);
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
                            aria-busy={change !== undefined}
                            onChange={(event) => {
                              const on = event.currentTarget.checked;
                              run(family.id, 'assigned', { assigned: on, ...(on ? {} : { defaultId: '' }) }, () => assign({ collectionId: data.id, familyId: family.id, assigned: on }));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <NativeSelect
                              aria-label={`Domyślna tkanina z rodziny ${family.name}`}
                              value={defaultHere}
                              aria-busy={change !== undefined}
                              disabled={fabrics.length === 0}
                              data={[{ value: '', label: fabrics.length === 0 ? 'Brak tkanin' : '—' }, ...fabrics.map((fabric) => ({ value: fabric.id, label: `${fabric.name}${fabric.isActive ? '' : ' (nieaktywna)'}` }))]}
                              onChange={(event) => {
                                const fabricId = event.currentTarget.value;
                                run(family.id, 'default', { defaultId: fabricId, ...(fabricId ? { assigned: true } : {}) }, () =>
                                  setDefault({ collectionId: data.id, familyId: family.id, fabricId: fabricId === '' ? null : fabricId }),
                                );
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
