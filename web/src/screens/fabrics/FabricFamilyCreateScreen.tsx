import { useNavigate } from 'react-router';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateFabricFamilyMutation } from '../../mutations/useCreateFabricFamilyMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { EMPTY_FABRIC_FAMILY, FabricFamilyForm, type FabricFamilyFormValues } from './FabricFamilyForm.tsx';

/** `/texture/create` (spec part 1 §2, §5): a new family, then its screen to add fabrics. */
function FabricFamilyCreate() {
  const [create] = useCreateFabricFamilyMutation();
  const navigate = useNavigate();

  async function save(values: FabricFamilyFormValues, allowLeave: () => void): Promise<SubmitOutcome> {
    const outcome = await create({ input: values });
    if (outcome.ok) {
      allowLeave();
      await navigate(paths.fabricFamily({ slug: outcome.payload.family.slug }));
    }
    return outcome;
  }

  return (
    <Screen title="Dodaj rodzinę tkanin">
      <FabricFamilyForm mode="create" initial={EMPTY_FABRIC_FAMILY} onSave={save} onCancel={() => void navigate(paths.fabrics())} />
    </Screen>
  );
}

export const Component = FabricFamilyCreate;
