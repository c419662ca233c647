import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { collectionUpdateFormSchema } from '@meble/domain/collection';
import { fieldErrorsOf } from '@meble/domain/errors';
import { validationMessages } from '@meble/domain/messages/validation';
import type { CollectionEdit_collection$key } from '../../__generated__/CollectionEdit_collection.graphql.ts';
import type { CollectionEditScreenQuery } from '../../__generated__/CollectionEditScreenQuery.graphql.ts';
import type { CollectionForm_categories$key } from '../../__generated__/CollectionForm_categories.graphql.ts';
import { refusedByRules } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useUpdateCollectionMutation } from '../../mutations/useUpdateCollectionMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { COLLECTION_FIELD_NAMES, CollectionForm } from './CollectionForm.tsx';
import type { CollectionFormValues } from './CollectionForm.tsx';
import { CollectionNotFound } from './CollectionNotFound.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';

const query = graphql`
  query CollectionEditScreenQuery($slug: String!) {
    collection(slug: $slug) {
      ...CollectionEdit_collection
    }
    collectionCategories {
      ...CollectionForm_categories
    }
  }
`;

function CollectionEdit({ collection, categories }: { collection: CollectionEdit_collection$key; categories: CollectionForm_categories$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionEdit_collection on Collection {
        id
        version
        slug
        name
        description
        discountPercent
        thumbUrl
        isActive
        category {
          slug
        }
      }
    `,
    collection,
  );
  usePageNames({ collection: data.name });
  const [update] = useUpdateCollectionMutation();
  const navigate = useNavigate();
  const backTo = paths.collection({ slug: data.slug });
  const initial: CollectionFormValues = {
    name: data.name,
    description: data.description,
    categorySlug: data.category.slug,
    discount: String(data.discountPercent),
    thumbUrl: data.thumbUrl,
    isActive: data.isActive,
  };

  async function save(values: CollectionFormValues, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const parsed = collectionUpdateFormSchema.safeParse(values);
    if (!parsed.success) return refusedByRules(validationMessages.requiredFieldsMissing, fieldErrorsOf(parsed.error), values);
    const outcome = await update({ id: data.id, input: parsed.data, version }, { fieldNames: COLLECTION_FIELD_NAMES });
    if (outcome.ok) {
      allowLeave();
      await navigate(backTo);
    }
    return outcome;
  }

  return (
    <Screen title={`Edycja kolekcji ${data.name}`}>
      <CollectionForm categories={categories} initial={initial} stored={initial} storedVersion={data.version} mode="edit" onSave={save} cancelTo={backTo} />
    </Screen>
  );
}

/** `/collection/edit/{slug}`: name and discount read-only (spec part 2 §5). */
export const { loader, Component } = defineScreen<
  CollectionEditScreenQuery,
  { collection: CollectionEdit_collection$key; categories: CollectionForm_categories$key }
>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ collection, collectionCategories }) => collection && { collection, categories: collectionCategories },
  NotFound: CollectionNotFound,
  Body: CollectionEdit,
});
