import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { FINISH_KIND_LABELS, FINISH_TYPE_LABELS, finishesByType, type FinishKind } from '@meble/domain/finish';
import type { CollectionFinishesAssignScreenQuery, CollectionFinishesAssignScreenQuery$data } from '../../__generated__/CollectionFinishesAssignScreenQuery.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
import { useAssignFinishMutation } from '../../mutations/useAssignFinishMutation.ts';
import { useSaveQueue } from '../../mutations/useSaveQueue.ts';
import { useUnassignFinishMutation } from '../../mutations/useUnassignFinishMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { FINISH_PATHS, finishSwatch } from './kinds.ts';

// Every finish of both kinds and the collection's: one REST call whatever the kind.
const query = graphql`
  query CollectionFinishesAssignScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      legFinishes {
        id
      }
      elementFinishes {
        id
      }
    }
    legs: finishes(kind: LEGS) {
      id
      name
      type
      textureName
    }
    elements: finishes(kind: ELEMENTS) {
      id
      name
      type
      textureName
    }
  }
`;

type Data = CollectionFinishesAssignScreenQuery$data;
type Props = { collection: NonNullable<Data['collection']>; legs: Data['legs']; elements: Data['elements'] };

/**
 * `/collection/{slug}/legs-textures/assign` and `/collection/{slug}/elements-textures/assign` (spec part 2 §2, §4): a
 * checkbox grid per finish type; ticking assigns and unticking removes at once, the box showing its new state while
 * it saves and going back, with the reason, if the save is refused. 'Anuluj' returns to the collection's finishes.
 */
function CollectionFinishesAssign({ kind, collection, legs, elements }: Props & { kind: FinishKind }) {
  usePageNames({ collection: collection.name });
  const form = useId();
  const [assign] = useAssignFinishMutation(form);
  const [unassign] = useUnassignFinishMutation(form);
  const { pending, enqueue } = useSaveQueue<boolean>();
  const finishes = kind === 'legs' ? legs : elements;
  const assigned = new Set((kind === 'legs' ? collection.legFinishes : collection.elementFinishes).map((finish) => finish.id));
  const back = FINISH_PATHS[kind].ofCollection(collection.slug);

  // Each answer is the whole list: the saves go one at a time, so a late earlier answer cannot undo a later tick.
  function toggle(finishId: string, on: boolean) {
    const variables = { collectionId: collection.id, finishId, legs: kind === 'legs' };
    enqueue(finishId, on, async () => {
      const outcome = await (on ? assign(variables) : unassign(variables));
      if (!outcome.ok) showFailure(outcome.banner, { form });
    });
  }

  return (
    <Screen
      title={`Przypisanie: ${FINISH_KIND_LABELS[kind].page.toLowerCase()} — ${collection.name}`}
      actions={
        <Button component={Link} to={back} variant="default">
          Anuluj
        </Button>
      }
    >
      <Stack gap="md">
        {finishes.length === 0 && (
          <Text>
            Nie ma jeszcze wybarwień tego rodzaju. <Link to={FINISH_PATHS[kind].create()}>Dodaj wybarwienie</Link>.
          </Text>
        )}
        {finishesByType(finishes).map(({ type, finishes: inType }) => (
          <Paper key={type} component="fieldset" withBorder radius="md" p="md" m={0}>
            <legend>
              <Title order={2} size="h3" px={4}>
                {FINISH_TYPE_LABELS[type]}
              </Title>
            </legend>
            {inType.length === 0 ? (
              <Text>Brak wybarwień tego rodzaju.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                {inType.map((finish) => {
                  const swatch = finishSwatch(finish.textureName);
                  const saving = pending.get(finish.id);
                  return (
                    <Group key={finish.id} gap="xs" wrap="nowrap">
                      {swatch ? <img src={swatch} alt="" width={32} height={32} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} /> : null}
                      <Checkbox
                        label={finish.name}
                        // A long name without spaces wraps inside its cell instead of widening a phone's page.
                        miw={0}
                        styles={{ label: { overflowWrap: 'anywhere' } }}
                        checked={saving ?? assigned.has(finish.id)}
                        aria-busy={saving !== undefined}
                        onChange={(event) => toggle(finish.id, event.currentTarget.checked)}
                      />
                    </Group>
                  );
                })}
              </SimpleGrid>
            )}
          </Paper>
        ))}
      </Stack>
    </Screen>
  );
}

const screenOf = (kind: FinishKind) =>
  defineScreen<CollectionFinishesAssignScreenQuery, Props>({
    query,
    variables: (params) => ({ slug: params.slug ?? '' }),
    select: ({ collection, legs, elements }) => collection && { collection, legs, elements },
    NotFound: CollectionNotFound,
    Body: (props) => <CollectionFinishesAssign kind={kind} {...props} />,
  });

export const collectionFinishesAssignScreens = { legs: screenOf('legs'), elements: screenOf('elements') };
