import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { collectionCreateFormSchema } from '@meble/domain/collection';
import { fieldErrorsOf } from '@meble/domain/errors';
import { validationMessages } from '@meble/domain/messages/validation';
import type { CollectionCreateScreenQuery, CollectionCreateScreenQuery$data } from '../../__generated__/CollectionCreateScreenQuery.graphql.ts';
import { refusedByRules } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateCollectionMutation } from '../../mutations/useCreateCollectionMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { COLLECTION_FIELD_NAMES, CollectionForm } from './CollectionForm.tsx';
import type { CollectionFormValues } from './CollectionForm.tsx';

const query = graphql`
  query CollectionCreateScreenQuery {
    collectionCategories {
      ...CollectionForm_categories
    }
  }
`;

const EMPTY: CollectionFormValues = { name: '', description: '', categorySlug: '', discount: '0', thumbUrl: '', isActive: true };

/** `/collections/create` (spec part 2 §2, §5). */
function CollectionCreate({ collectionCategories }: CollectionCreateScreenQuery$data) {
  const [create] = useCreateCollectionMutation();
  const navigate = useNavigate();

  async function save(values: CollectionFormValues, allowLeave: () => void): Promise<SubmitOutcome> {
    const parsed = collectionCreateFormSchema.safeParse(values);
    if (!parsed.success) return refusedByRules(validationMessages.requiredFieldsMissing, fieldErrorsOf(parsed.error), values);
    const { discount, ...fields } = parsed.data;
    const outcome = await create({ input: { ...fields, discountPercent: discount } }, { fieldNames: COLLECTION_FIELD_NAMES });
    if (outcome.ok) {
      allowLeave();
      await navigate(paths.collections());
    }
    return outcome;
  }

  return (
    <Screen title="Dodaj kolekcję">
      <CollectionForm categories={collectionCategories} initial={EMPTY} mode="create" onSave={save} cancelTo={paths.collections()} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<CollectionCreateScreenQuery, CollectionCreateScreenQuery$data>({
  query,
  variables: () => ({}),
  select: (data) => data,
  Body: CollectionCreate,
});
