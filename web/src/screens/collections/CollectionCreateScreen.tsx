import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { collectionCreateFormSchema } from '@meble/domain/collection';
import { messages } from '@meble/domain/messages';
import type { CollectionCreateScreenQuery } from '../../__generated__/CollectionCreateScreenQuery.graphql.ts';
import { refused, refusedByRules, refusedByServer, saved } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateCollectionMutation } from '../../mutations/useCreateCollectionMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { COLLECTION_FIELD_NAMES, CollectionForm } from './CollectionForm.tsx';
import type { CollectionFormValues } from './CollectionForm.tsx';

const query = graphql`
  query CollectionCreateScreenQuery {
    collectionCategories {
      id
      ...CollectionForm_categories
    }
  }
`;

// The (unused) args make react-router type the data as a client loader's (functions kept), as routes.tsx explains.
export function loader(_args: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<CollectionCreateScreenQuery>(query, {}) };
}

const EMPTY: CollectionFormValues = { name: '', description: '', categorySlug: '', discount: '0', thumbUrl: '', isActive: true };

/** `/collections/create` (spec part 2 §2, §5). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const data = usePreloadedQuery<CollectionCreateScreenQuery>(query, queryRef);
  const [create] = useCreateCollectionMutation();
  const navigate = useNavigate();

  async function save(values: CollectionFormValues): Promise<SubmitOutcome> {
    const parsed = collectionCreateFormSchema.safeParse(values);
    if (!parsed.success) return refusedByRules(messages.requiredFieldsMissing, parsed.error);
    const { discount, ...fields } = parsed.data;
    const { createCollection: result } = await create({ input: { ...fields, discountPercent: discount } });
    if (result.__typename === 'CollectionPayload') {
      await navigate('/collections');
      return saved;
    }
    if (result.__typename === 'ValidationError') return refusedByServer(result, COLLECTION_FIELD_NAMES);
    return refused(messages.unexpected);
  }

  return (
    <section className="screen">
      <h1>Dodaj kolekcję</h1>
      <CollectionForm categories={data.collectionCategories} initial={EMPTY} mode="create" onSave={save} cancelTo="/collections" />
    </section>
  );
}
