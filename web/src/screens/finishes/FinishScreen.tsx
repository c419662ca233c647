import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FINISH_KIND_LABELS, finishTypeCode, type FinishKind } from '@meble/domain/finish';
import type { FinishEdit_finish$key } from '../../__generated__/FinishEdit_finish.graphql.ts';
import type { FinishScreenQuery, FinishScreenQuery$data } from '../../__generated__/FinishScreenQuery.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useDeleteFinishMutation } from '../../mutations/useDeleteFinishMutation.ts';
import { useUpdateFinishMutation } from '../../mutations/useUpdateFinishMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { DangerZone } from '../../ui/DangerZone.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { FinishForm, type FinishFormValues } from './FinishForm.tsx';
import { FinishHistory } from './FinishHistory.tsx';
import { FINISH_PATHS, finishSwatch, kindOfGraph } from './kinds.ts';

const query = graphql`
  query FinishScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Finish @alias(as: "finish") {
        kind
        version
        ...FinishEdit_finish
        ...FinishHistory_finish
      }
    }
  }
`;

type Finish = NonNullable<NonNullable<FinishScreenQuery$data['node']>['finish']>;

/** `/finishes/legs/{id}` and `/finishes/elements/{id}` (D24): the finish's form, where it is used, its delete and history. */
function FinishScreen({ finish }: { finish: Finish }) {
  const key: FinishEdit_finish$key = finish;
  const data = useFragment(
    graphql`
      fragment FinishEdit_finish on Finish {
        id
        kind
        name
        type
        textureName
        symbol
        oldName
        legTextureName
        version
        deleteWarning
        assignedTo {
          id
          slug
          name
        }
      }
    `,
    key,
  );
  const kind = kindOfGraph(data.kind);
  usePageNames({ finish: data.name });
  const [update] = useUpdateFinishMutation();
  const [remove] = useDeleteFinishMutation();
  // Refused because collections took it since the page loaded: the refusal named them, so the next try confirms.
  const [warned, setWarned] = useState(false);
  const navigate = useNavigate();
  const list = FINISH_PATHS[kind].list();
  const values: FinishFormValues = {
    name: data.name,
    type: finishTypeCode(data.type) ?? '',
    texture: data.textureName,
    symbol: data.symbol,
    oldName: data.oldName,
    legTextureName: data.legTextureName,
  };
  const swatch = finishSwatch(data.textureName);

  async function save(input: FinishFormValues, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const outcome = await update({ id: data.id, input, version });
    if (outcome.ok) {
      allowLeave();
      await navigate(list);
    }
    return outcome;
  }

  async function confirmDelete(): Promise<string | null> {
    const outcome = await remove({ id: data.id, confirmed: warned || data.deleteWarning !== null });
    if (!outcome.ok) {
      setWarned(true);
      return outcome.banner;
    }
    await navigate(list);
    return null;
  }

  return (
    <Screen title={`${FINISH_KIND_LABELS[kind].title}: ${data.name}`}>
      <Stack gap="md">
        <Paper component="section" aria-labelledby="finish-use" withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            {swatch && <img src={swatch} alt={`Próbka: ${data.name}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />}
            <div>
              <Title order={2} size="h4" id="finish-use">
                Przypisane do kolekcji
              </Title>
              {data.assignedTo.length === 0 ? (
                <Text>Nie jest przypisane do żadnej kolekcji.</Text>
              ) : (
                <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.assignedTo.map((collection) => (
                    <li key={collection.id}>
                      <Anchor component={Link} to={FINISH_PATHS[kind].ofCollection(collection.slug)}>
                        {collection.name}
                      </Anchor>
                    </li>
                  ))}
                </Group>
              )}
            </div>
          </Group>
        </Paper>
        <FinishForm
          kind={kind}
          initial={values}
          stored={values}
          storedVersion={data.version}
          onSave={save}
          onCancel={() => void navigate(list)}
          after={
            <DangerZone title="Usuwanie wybarwienia">
              <DeleteConfirmation
                impact={data.deleteWarning ?? `Zostanie usunięte wybarwienie „${data.name}”. Nie jest przypisane do żadnej kolekcji.`}
                onConfirm={confirmDelete}
              />
            </DangerZone>
          }
        />
        <FinishHistory finish={finish} version={finish.version} />
      </Stack>
    </Screen>
  );
}

function FinishNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono wybarwienia">
      <p>Wybarwienie o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

/** One screen for each kind: an address of the other kind's finish is not found here. */
const screenOf = (kind: FinishKind) =>
  defineScreen<FinishScreenQuery, { finish: Finish }>({
    query,
    variables: (params) => ({ id: params.id ?? '' }),
    select: ({ node }) => (node?.finish && kindOfGraph(node.finish.kind) === kind ? { finish: node.finish } : null),
    NotFound: FinishNotFound,
    Body: FinishScreen,
  });

export const finishScreens = { legs: screenOf('legs'), elements: screenOf('elements') };
