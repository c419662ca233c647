import { useNavigate } from 'react-router';
import { FINISH_KIND_LABELS, type FinishKind } from '@meble/domain/finish';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateFinishMutation } from '../../mutations/useCreateFinishMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { EMPTY_FINISH, FinishForm, type FinishFormValues } from './FinishForm.tsx';
import { FINISH_PATHS, GRAPH_KIND } from './kinds.ts';

/** `/finishes/legs/create` and `/finishes/elements/create` (D24): a new finish, then back to the kind's list. */
function FinishCreate({ kind }: { kind: FinishKind }) {
  const [create] = useCreateFinishMutation();
  const navigate = useNavigate();
  const list = FINISH_PATHS[kind].list();

  async function save(values: FinishFormValues, allowLeave: () => void): Promise<SubmitOutcome> {
    const outcome = await create({ kind: GRAPH_KIND[kind], input: values });
    if (outcome.ok) {
      allowLeave();
      await navigate(list);
    }
    return outcome;
  }

  return (
    <Screen title={FINISH_KIND_LABELS[kind].create}>
      <FinishForm kind={kind} initial={EMPTY_FINISH} onSave={save} onCancel={() => void navigate(list)} />
    </Screen>
  );
}

export const finishCreateScreens = {
  legs: { Component: () => <FinishCreate kind="legs" /> },
  elements: { Component: () => <FinishCreate kind="elements" /> },
};
