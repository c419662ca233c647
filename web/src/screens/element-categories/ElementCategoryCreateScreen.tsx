import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ElementCategoryCreateScreenQuery } from '../../__generated__/ElementCategoryCreateScreenQuery.graphql.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateElementCategoryMutation } from '../../mutations/useCreateElementCategoryMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { ElementCategoryForm } from './ElementCategoryForm.tsx';
import type { ElementCategoryFormValues, ElementCategoryInput } from './ElementCategoryForm.tsx';

const query = graphql`
  query ElementCategoryCreateScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
    }
  }
`;

const EMPTY: ElementCategoryFormValues = { name: '', nameEn: '', displayOrd: '', available: true };

type Collection = NonNullable<ElementCategoryCreateScreenQuery['response']['collection']>;

/** `/element-category/create/{slug}` (spec part 2 §2, §5). */
function ElementCategoryCreate({ collection }: { collection: Collection }) {
  const [create] = useCreateElementCategoryMutation();
  const navigate = useNavigate();
  const listPath = paths.elementCategories({ slug: collection.slug });

  async function save(input: ElementCategoryInput, allowLeave: () => void): Promise<SubmitOutcome> {
    const outcome = await create({ collectionId: collection.id, input });
    if (outcome.ok) {
      allowLeave();
      await navigate(listPath);
    }
    return outcome;
  }

  return (
    <Screen title={`Dodaj kategorię elementów — ${collection.name}`}>
      <ElementCategoryForm initial={EMPTY} onSave={save} cancelTo={listPath} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementCategoryCreateScreenQuery>(query, ElementCategoryCreate);
