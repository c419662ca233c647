import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { historyMessages } from '@meble/domain/messages/history';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { countOf } from '@meble/domain/plural';
import type { FabricFamilyScreenQuery, FabricFamilyScreenQuery$data } from '../../__generated__/FabricFamilyScreenQuery.graphql.ts';
import type { FabricFamilyView_family$key } from '../../__generated__/FabricFamilyView_family.graphql.ts';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { useEditModeFocus } from '../../forms/useEditModeFocus.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useDeleteFabricFamilyMutation } from '../../mutations/useDeleteFabricFamilyMutation.ts';
import { useUpdateFabricFamilyMutation } from '../../mutations/useUpdateFabricFamilyMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { DangerZone } from '../../ui/DangerZone.tsx';
import { Detail, DetailList } from '../../ui/DetailList.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { FabricFamilyForm, type FabricFamilyFormValues } from './FabricFamilyForm.tsx';
import { FabricFamilyHistory } from './FabricFamilyHistory.tsx';
import { FabricList } from './FabricList.tsx';

const query = graphql`
  query FabricFamilyScreenQuery($slug: String!) {
    fabricFamily(slug: $slug) {
      id
      slug
      name
      version
      ...FabricFamilyView_family
      ...FabricList_family
      ...FabricFamilyHistory_family
    }
  }
`;

type Family = NonNullable<FabricFamilyScreenQuery$data['fabricFamily']>;

const FABRICS = { one: 'tkanina', few: 'tkaniny', many: 'tkanin' };

/**
 * `/texture/fabrics/{slug}` (spec part 1 §2, §4): the family in view mode; 'Edycja' opens the form (save returns to
 * the list, 'Anuluj' back to the view, delete returns to the list); below, its fabrics.
 */
function FabricFamily({ family }: { family: Family }) {
  const viewKey: FabricFamilyView_family$key = family;
  const data = useFragment(
    graphql`
      fragment FabricFamilyView_family on FabricFamily {
        id
        slug
        name
        version
        priceGroup
        discountPercent
        descriptionPl
        descriptionEn
        isActive
        fabricCount
        deleteWarning
      }
    `,
    viewKey,
  );
  usePageNames({ fabricFamily: data.name });
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const { form: formBox, editButton } = useEditModeFocus(editing);
  const [update] = useUpdateFabricFamilyMutation();
  const [remove] = useDeleteFabricFamilyMutation();
  const navigate = useNavigate();
  const values: FabricFamilyFormValues = {
    name: data.name,
    descriptionPl: data.descriptionPl,
    descriptionEn: data.descriptionEn,
    priceGroup: data.priceGroup,
    discount: String(data.discountPercent),
    isActive: data.isActive,
  };

  async function save({ name: _name, ...input }: FabricFamilyFormValues, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const outcome = await update({ id: data.id, input, version });
    if (outcome.ok) {
      allowLeave();
      await navigate(paths.fabrics());
    }
    return outcome;
  }

  async function confirmDelete(): Promise<string | null> {
    const outcome = await remove({ id: data.id, confirmed: data.deleteWarning !== null });
    if (!outcome.ok) return outcome.banner;
    await navigate(paths.fabrics());
    return null;
  }

  const impact = `Zostanie usunięta rodzina „${data.name}”${data.fabricCount > 0 ? `, a z nią ${countOf(data.fabricCount, FABRICS)}` : ''}.`;

  return (
    <Screen
      title={`Rodzina tkanin ${data.name}`}
      actions={
        <Group gap="sm">
          {!editing && (
            <Button ref={editButton} onClick={() => setEditing(true)}>
              Edycja
            </Button>
          )}
          <Button component={Link} to={paths.fabricCreate({ slug: data.slug })} variant={editing ? 'filled' : 'default'}>
            Dodaj tkaninę
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        {editing ? (
          <div ref={formBox}>
            <FabricFamilyForm
              mode="edit"
              initial={values}
              stored={values}
              storedVersion={data.version}
              onSave={save}
              onCancel={() => setEditing(false)}
              after={
                <DangerZone title="Usuwanie rodziny tkanin">
                  <p>{data.deleteWarning ?? impact}</p>
                  <Button color="red" onClick={() => setAsking(true)}>
                    Usuń rodzinę
                  </Button>
                  {asking && (
                    <ConfirmDialog
                      title={`Czy chcesz usunąć ${data.name}?`}
                      message={`${historyMessages.permanentDelete}. ${impact}${data.deleteWarning ? ` ${data.deleteWarning}` : ''} ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`}
                      onConfirm={confirmDelete}
                      onCancel={() => setAsking(false)}
                    />
                  )}
                </DangerZone>
              }
            />
          </div>
        ) : (
          <DetailList>
            <Detail term="Grupa cenowa">{data.priceGroup}</Detail>
            <Detail term="Rabat">{`${data.discountPercent}%`}</Detail>
            <Detail term="Opis (PL)" preLine>
              {data.descriptionPl || '—'}
            </Detail>
            <Detail term="Opis (EN)" preLine>
              {data.descriptionEn || '—'}
            </Detail>
            <Detail term="Dostępność">{data.isActive ? 'Aktywna' : 'Nieaktywna'}</Detail>
          </DetailList>
        )}
        <FabricList family={family} />
        <FabricFamilyHistory family={family} version={data.version} />
      </Stack>
    </Screen>
  );
}

function FabricFamilyNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono rodziny tkanin">
      <p>Rodzina tkanin o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<FabricFamilyScreenQuery, { family: Family }>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ fabricFamily }) => fabricFamily && { family: fabricFamily },
  NotFound: FabricFamilyNotFound,
  Body: FabricFamily,
});
