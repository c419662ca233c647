import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { historyMessages } from '@meble/domain/messages/history';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { FabricEdit_fabric$key } from '../../__generated__/FabricEdit_fabric.graphql.ts';
import type { FabricEditScreenQuery, FabricEditScreenQuery$data } from '../../__generated__/FabricEditScreenQuery.graphql.ts';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useDeleteFabricMutation } from '../../mutations/useDeleteFabricMutation.ts';
import { useUpdateFabricMutation } from '../../mutations/useUpdateFabricMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { DangerZone } from '../../ui/DangerZone.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { FabricForm, type FabricFormValues } from './FabricForm.tsx';

const query = graphql`
  query FabricEditScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Fabric @alias(as: "fabric") {
        ...FabricEdit_fabric
      }
    }
  }
`;

type Fabric = NonNullable<NonNullable<FabricEditScreenQuery$data['node']>['fabric']>;

/** `/texture/{slug}/fabric/edit/{id}` (spec part 1 §2, §4, §5): save says 'Zapiszano', delete 'Usunięto'. */
function FabricEdit({ fabric }: { fabric: Fabric }) {
  const key: FabricEdit_fabric$key = fabric;
  const data = useFragment(
    graphql`
      fragment FabricEdit_fabric on Fabric {
        id
        name
        fileUrl
        thumbUrl
        isActive
        isDefault
        version
        deleteWarning
        family {
          slug
          name
        }
      }
    `,
    key,
  );
  usePageNames({ fabricFamily: data.family.name, fabric: data.name });
  const [update] = useUpdateFabricMutation();
  const [remove] = useDeleteFabricMutation();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const familyPath = paths.fabricFamily({ slug: data.family.slug });
  const fabricPath = paths.fabric({ slug: data.family.slug, id: data.id });
  const values: FabricFormValues = { name: data.name, fileUrl: data.fileUrl, thumbUrl: data.thumbUrl, isActive: data.isActive, isDefault: data.isDefault };

  async function save(input: FabricFormValues, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const outcome = await update({ id: data.id, input, version });
    if (outcome.ok) {
      allowLeave();
      await navigate(fabricPath);
    }
    return outcome;
  }

  async function confirmDelete(): Promise<string | null> {
    const outcome = await remove({ id: data.id, confirmed: data.deleteWarning !== null });
    if (!outcome.ok) return outcome.banner;
    await navigate(familyPath);
    return null;
  }

  return (
    <Screen title={`Edycja tkaniny ${data.name}`}>
      <FabricForm
        initial={values}
        stored={values}
        storedVersion={data.version}
        onSave={save}
        onCancel={() => void navigate(fabricPath)}
        after={
          <DangerZone title="Usuwanie tkaniny">
            <p>{data.deleteWarning ?? `Zostanie usunięta tkanina „${data.name}” z rodziny ${data.family.name}.`}</p>
            <Button color="red" onClick={() => setAsking(true)}>
              Usuń tkaninę
            </Button>
            {asking && (
              <ConfirmDialog
                title={`Czy chcesz usunąć ${data.name}?`}
                message={`${historyMessages.permanentDelete}.${data.deleteWarning ? ` ${data.deleteWarning}` : ''} ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`}
                onConfirm={confirmDelete}
                onCancel={() => setAsking(false)}
              />
            )}
          </DangerZone>
        }
      />
    </Screen>
  );
}

function FabricNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono tkaniny">
      <p>Tkanina o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<FabricEditScreenQuery, { fabric: Fabric }>({
  query,
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.fabric && { fabric: node.fabric },
  NotFound: FabricNotFound,
  Body: FabricEdit,
});
