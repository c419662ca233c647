import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { FabricCreateScreenQuery, FabricCreateScreenQuery$data } from '../../__generated__/FabricCreateScreenQuery.graphql.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateFabricMutation } from '../../mutations/useCreateFabricMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { EMPTY_FABRIC, FabricForm, type FabricFormValues } from './FabricForm.tsx';

const query = graphql`
  query FabricCreateScreenQuery($slug: String!) {
    fabricFamily(slug: $slug) {
      id
      slug
      name
    }
  }
`;

type Family = NonNullable<FabricCreateScreenQuery$data['fabricFamily']>;

/** `/texture/{slug}/fabric/create` (spec part 1 §2, §5): a fabric of the family on an uploaded texture. */
function FabricCreate({ family }: { family: Family }) {
  usePageNames({ fabricFamily: family.name });
  const [create] = useCreateFabricMutation();
  const navigate = useNavigate();
  const familyPath = paths.fabricFamily({ slug: family.slug });

  async function save(input: FabricFormValues, allowLeave: () => void): Promise<SubmitOutcome> {
    const outcome = await create({ familyId: family.id, input });
    if (outcome.ok) {
      allowLeave();
      await navigate(familyPath);
    }
    return outcome;
  }

  return (
    <Screen title={`Dodaj tkaninę — ${family.name}`}>
      <FabricForm initial={EMPTY_FABRIC} onSave={save} onCancel={() => void navigate(familyPath)} />
    </Screen>
  );
}

function FamilyNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono rodziny tkanin">
      <p>Rodzina tkanin o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<FabricCreateScreenQuery, { family: Family }>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ fabricFamily }) => fabricFamily && { family: fabricFamily },
  NotFound: FamilyNotFound,
  Body: FabricCreate,
});
