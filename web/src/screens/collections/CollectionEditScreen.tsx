import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { collectionUpdateFormSchema } from '@meble/domain/collection';
import { messages } from '@meble/domain/messages';
import type { CollectionEdit_collection$key } from '../../__generated__/CollectionEdit_collection.graphql.ts';
import type { CollectionEditScreenQuery } from '../../__generated__/CollectionEditScreenQuery.graphql.ts';
import type { CollectionForm_categories$key } from '../../__generated__/CollectionForm_categories.graphql.ts';
import { refused, refusedByRules, refusedByServer, saved } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useUpdateCollectionMutation } from '../../mutations/useUpdateCollectionMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { COLLECTION_FIELD_NAMES, CollectionForm } from './CollectionForm.tsx';
import type { CollectionFormValues } from './CollectionForm.tsx';
import { CollectionNotFound } from './CollectionNotFound.tsx';

const query = graphql`
  query CollectionEditScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      ...CollectionEdit_collection
    }
    collectionCategories {
      id
      ...CollectionForm_categories
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<CollectionEditScreenQuery>(query, { slug: params.slug ?? '' }) };
}

function CollectionEdit({ collection, categories }: { collection: CollectionEdit_collection$key; categories: CollectionForm_categories$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionEdit_collection on Collection {
        id
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
  const [update] = useUpdateCollectionMutation();
  const navigate = useNavigate();
  const backTo = `/collection/${encodeURIComponent(data.slug)}`;
  const initial: CollectionFormValues = {
    name: data.name,
    description: data.description,
    categorySlug: data.category.slug,
    discount: String(data.discountPercent),
    thumbUrl: data.thumbUrl,
    isActive: data.isActive,
  };

  async function save(values: CollectionFormValues): Promise<SubmitOutcome> {
    const parsed = collectionUpdateFormSchema.safeParse(values);
    if (!parsed.success) return refusedByRules(messages.requiredFieldsMissing, parsed.error);
    const { updateCollection: result } = await update({ id: data.id, input: parsed.data });
    if (result.__typename === 'CollectionPayload') {
      await navigate(backTo);
      return saved;
    }
    if (result.__typename === 'ValidationError') return refusedByServer(result, COLLECTION_FIELD_NAMES);
    if (result.__typename === 'NotFoundError') return refused(result.message);
    return refused(messages.unexpected);
  }

  return (
    <section className="screen">
      <h1>{`Edycja kolekcji ${data.name}`}</h1>
      <CollectionForm categories={categories} initial={initial} mode="edit" onSave={save} cancelTo={backTo} />
    </section>
  );
}

/** `/collection/edit/{slug}`: name and discount read-only (spec part 2 §5). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const data = usePreloadedQuery<CollectionEditScreenQuery>(query, queryRef);
  if (!data.collection) return <CollectionNotFound />;
  return <CollectionEdit collection={data.collection} categories={data.collectionCategories} />;
}
