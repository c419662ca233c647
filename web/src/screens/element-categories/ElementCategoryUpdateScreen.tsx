import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { ElementCategoryEdit_elementCategory$key } from '../../__generated__/ElementCategoryEdit_elementCategory.graphql.ts';
import type { ElementCategoryHistory_elementCategory$key } from '../../__generated__/ElementCategoryHistory_elementCategory.graphql.ts';
import type { ElementCategoryUpdateScreenQuery } from '../../__generated__/ElementCategoryUpdateScreenQuery.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useDeleteElementCategoryMutation } from '../../mutations/useDeleteElementCategoryMutation.ts';
import { useUpdateElementCategoryMutation } from '../../mutations/useUpdateElementCategoryMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { categoryElementsLink } from '../elements/elementListParams.ts';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { ElementCategoryForm } from './ElementCategoryForm.tsx';
import { ElementCategoryHistory } from './ElementCategoryHistory.tsx';
import type { ElementCategoryInput } from './ElementCategoryForm.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';
import { DangerZone } from '../../ui/DangerZone.tsx';

const query = graphql`
  query ElementCategoryUpdateScreenQuery($id: ID!) {
    node(id: $id) {
      ...ElementCategoryEdit_elementCategory @alias(as: "elementCategory")
      ...ElementCategoryHistory_elementCategory @alias(as: "history")
    }
  }
`;

/** `/element-category/update/{id}`: the id is the category's global id. */
interface ElementCategoryEditProps {
  elementCategory: ElementCategoryEdit_elementCategory$key;
  history: ElementCategoryHistory_elementCategory$key;
}

function ElementCategoryEdit({ elementCategory, history }: ElementCategoryEditProps) {
  const data = useFragment(
    graphql`
      fragment ElementCategoryEdit_elementCategory on ElementCategory {
        id
        version
        name
        nameEn
        displayOrd
        available
        viewerCanDelete
        viewerCannotDeleteReason
        collection {
          id
          slug
          name
        }
      }
    `,
    elementCategory,
  );
  usePageNames({ collection: data.collection.name, collectionSlug: data.collection.slug, elementCategory: data.name });
  const [update] = useUpdateElementCategoryMutation();
  const [remove] = useDeleteElementCategoryMutation();
  const navigate = useNavigate();
  const listPath = paths.elementCategories({ slug: data.collection.slug });

  async function save(input: ElementCategoryInput, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const outcome = await update({ id: data.id, input, version }, data.collection.id);
    if (outcome.ok) {
      allowLeave();
      await navigate(listPath);
    }
    return outcome;
  }

  const values = { name: data.name, nameEn: data.nameEn, displayOrd: String(data.displayOrd), available: data.available };

  async function confirmDelete(): Promise<string | null> {
    const outcome = await remove(data.id, data.collection.id);
    if (outcome.ok) await navigate(listPath, { replace: true });
    return bannerOf(outcome);
  }

  return (
    <Screen title={`Edycja kategorii elementów ${data.name}`}>
      <p>
        Kolekcja: <Link to={listPath}>{data.collection.name}</Link>
      </p>
      <ElementCategoryForm
        initial={values}
        stored={values}
        storedVersion={data.version}
        onSave={save}
        cancelTo={listPath}
      />
      {data.viewerCanDelete || data.viewerCannotDeleteReason ? (
        <DangerZone
          title="Usuwanie kategorii"
          blocker={data.viewerCannotDeleteReason}
          blockerLinks={[categoryElementsLink(data.collection.slug, data)]}
        >
          <DeleteConfirmation impact={`Zostanie usunięta kategoria elementów „${data.name}”.`} onConfirm={confirmDelete} />
        </DangerZone>
      ) : null}
      <ElementCategoryHistory elementCategory={history} version={data.version} />
    </Screen>
  );
}

function ElementCategoryNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono kategorii elementów">
      <p>Kategoria o tym adresie nie istnieje lub została usunięta.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<ElementCategoryUpdateScreenQuery, ElementCategoryEditProps>({
  query,
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.elementCategory && node.history && { elementCategory: node.elementCategory, history: node.history },
  NotFound: ElementCategoryNotFound,
  Body: ElementCategoryEdit,
});
