import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { messages } from '@meble/domain/messages';
import type { ElementCategoryEdit_elementCategory$key } from '../../__generated__/ElementCategoryEdit_elementCategory.graphql.ts';
import type { ElementCategoryUpdateScreenQuery } from '../../__generated__/ElementCategoryUpdateScreenQuery.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { useDeleteElementCategoryMutation } from '../../mutations/useDeleteElementCategoryMutation.ts';
import { useUpdateElementCategoryMutation } from '../../mutations/useUpdateElementCategoryMutation.ts';
import { PageLoading } from '../../errors/PageLoading.tsx';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { RecordNotFound } from '../EmptyStates.tsx';
import { ElementCategoryForm } from './ElementCategoryForm.tsx';
import type { ElementCategoryInput, ElementCategorySaveResult } from './ElementCategoryForm.tsx';

const query = graphql`
  query ElementCategoryUpdateScreenQuery($id: ID!) {
    node(id: $id) {
      ...ElementCategoryEdit_elementCategory @alias(as: "elementCategory")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementCategoryUpdateScreenQuery>(query, { id: params.id ?? '' }) };
}

function ElementCategoryEdit({ elementCategory }: { elementCategory: ElementCategoryEdit_elementCategory$key }) {
  const data = useFragment(
    graphql`
      fragment ElementCategoryEdit_elementCategory on ElementCategory {
        id
        name
        nameEn
        displayOrd
        available
        viewerCanDelete
        collection {
          slug
          name
        }
      }
    `,
    elementCategory,
  );
  const [update] = useUpdateElementCategoryMutation();
  const [remove] = useDeleteElementCategoryMutation();
  const navigate = useNavigate();
  const slug = data.collection.slug;
  const listPath = `/collection/${encodeURIComponent(slug)}/categories`;

  async function save(input: ElementCategoryInput): Promise<ElementCategorySaveResult> {
    const { updateElementCategory: result } = await update({ id: data.id, input });
    if (result.__typename === 'ElementCategoryPayload') {
      await navigate(listPath);
      return 'saved';
    }
    return result.__typename === '%other' ? { message: messages.unexpected } : result;
  }

  async function confirmDelete(): Promise<string | null> {
    const { deleteElementCategory: result } = await remove({ id: data.id });
    if (result.__typename === 'DeleteElementCategoryPayload') {
      await navigate(listPath, { replace: true });
      return null;
    }
    return result.__typename === '%other' ? messages.unexpected : result.message;
  }

  return (
    <section className="screen">
      <h1>{`Edycja kategorii elementów ${data.name}`}</h1>
      <p>
        Kolekcja: <Link to={listPath}>{data.collection.name}</Link>
      </p>
      <ElementCategoryForm
        initial={{ name: data.name, nameEn: data.nameEn, displayOrd: String(data.displayOrd), available: data.available }}
        onSave={save}
        cancelTo={listPath}
      />
      {data.viewerCanDelete ? (
        <section className="danger-zone" aria-labelledby="category-delete-title">
          <h2 id="category-delete-title">Usuwanie kategorii</h2>
          <DeleteConfirmation impact={`Zostanie usunięta kategoria elementów „${data.name}”.`} onConfirm={confirmDelete} />
        </section>
      ) : null}
    </section>
  );
}

/** `/element-category/update/{id}`: the id is the category's global id. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { node } = usePreloadedQuery<ElementCategoryUpdateScreenQuery>(query, queryRef);
  const navigation = useNavigation();
  if (!node?.elementCategory) {
    // Just deleted here: the store already lacks it while the way back to the list is loading.
    if (navigation.state !== 'idle') return <PageLoading />;
    return (
      <RecordNotFound title="Nie znaleziono kategorii elementów">
        <p>Kategoria o tym adresie nie istnieje lub została usunięta.</p>
      </RecordNotFound>
    );
  }
  return <ElementCategoryEdit elementCategory={node.elementCategory} />;
}
