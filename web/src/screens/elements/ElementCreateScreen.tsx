import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { PRICE_FIELDS } from '@meble/domain/element';
import type { ElementFormInput, PriceField } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { ElementCreateScreenQuery } from '../../__generated__/ElementCreateScreenQuery.graphql.ts';
import { useCreateElementMutation } from '../../mutations/useCreateElementMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { ElementForm } from './ElementForm.tsx';
import type { ElementSaveResult } from './ElementForm.tsx';

const query = graphql`
  query ElementCreateScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      elementCategories {
        id
        name
      }
    }
    dictionaries {
      equipment {
        id
        name
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementCreateScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** A new element: available, no connection side chosen yet (the user picks, spec part 2 §5). */
export const EMPTY_ELEMENT: ElementFormInput = {
  name: '',
  file: '',
  thumbUrl: '',
  categoryId: '',
  available: true,
  isDefault: false,
  connectLeft: false,
  connectRight: false,
  angle: '',
  dimb: '',
  dx: '',
  dy: '',
  dz: '',
  description: '',
  descriptionEn: '',
  tinydesc: '',
  tinydescEn: '',
  ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, ''])) as Record<PriceField, string>),
  displayOrd: '',
  equipment: [],
};

/** `/collection/{slug}/elements/create` (spec part 2 §2, §5); success → the new element's page. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection, dictionaries } = usePreloadedQuery<ElementCreateScreenQuery>(query, queryRef);
  const [create] = useCreateElementMutation();
  const navigate = useNavigate();
  if (!collection) return <CollectionNotFound />;
  const listPath = `/collection/${encodeURIComponent(collection.slug)}/elements`;
  const collectionId = collection.id;

  async function save(input: ElementFormInput): Promise<ElementSaveResult> {
    const { createElement: result } = await create({ collectionId, input });
    if (result.__typename === 'ElementPayload') {
      await navigate(`${listPath}/${encodeURIComponent(result.element.id)}`);
      return 'saved';
    }
    return result.__typename === '%other' ? { message: messages.unexpected } : result;
  }

  return (
    <section className="screen">
      <h1>{`Dodaj element — ${collection.name}`}</h1>
      <ElementForm
        categories={collection.elementCategories}
        equipment={dictionaries.equipment}
        initial={EMPTY_ELEMENT}
        mode="create"
        onSave={save}
        cancelTo={listPath}
      />
    </section>
  );
}
