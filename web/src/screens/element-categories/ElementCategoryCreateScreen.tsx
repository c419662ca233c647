import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { messages } from '@meble/domain/messages';
import type { ElementCategoryCreateScreenQuery } from '../../__generated__/ElementCategoryCreateScreenQuery.graphql.ts';
import { useCreateElementCategoryMutation } from '../../mutations/useCreateElementCategoryMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { ElementCategoryForm } from './ElementCategoryForm.tsx';
import type { ElementCategoryFormValues, ElementCategoryInput, ElementCategorySaveResult } from './ElementCategoryForm.tsx';

const query = graphql`
  query ElementCategoryCreateScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementCategoryCreateScreenQuery>(query, { slug: params.slug ?? '' }) };
}

const EMPTY: ElementCategoryFormValues = { name: '', nameEn: '', displayOrd: '', available: true };

/** `/element-category/create/{slug}` (spec part 2 §2, §5). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<ElementCategoryCreateScreenQuery>(query, queryRef);
  const [create] = useCreateElementCategoryMutation();
  const navigate = useNavigate();
  if (!collection) return <CollectionNotFound />;
  const listPath = `/collection/${encodeURIComponent(collection.slug)}/categories`;

  async function save(input: ElementCategoryInput): Promise<ElementCategorySaveResult> {
    if (!collection) return { message: messages.unknownCollection };
    const { createElementCategory: result } = await create({ collectionId: collection.id, input });
    if (result.__typename === 'ElementCategoryPayload') {
      await navigate(listPath);
      return 'saved';
    }
    return result.__typename === '%other' ? { message: messages.unexpected } : result;
  }

  return (
    <section className="screen">
      <h1>{`Dodaj kategorię elementów — ${collection.name}`}</h1>
      <ElementCategoryForm initial={EMPTY} onSave={save} cancelTo={listPath} />
    </section>
  );
}
