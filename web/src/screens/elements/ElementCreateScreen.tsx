import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { PRICE_FIELDS } from '@meble/domain/element';
import type { ElementFormInput, PriceField } from '@meble/domain/element';
import type { ElementCreateScreenQuery } from '../../__generated__/ElementCreateScreenQuery.graphql.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateElementMutation } from '../../mutations/useCreateElementMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { ElementForm } from './ElementForm.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';

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

type Data = ElementCreateScreenQuery['response'];
interface ElementCreateProps {
  collection: NonNullable<Data['collection']>;
  equipment: Data['dictionaries']['equipment'];
}

/** `/collection/{slug}/elements/create` (spec part 2 §2, §5); success → the new element's page. */
function ElementCreate({ collection, equipment }: ElementCreateProps) {
  usePageNames({ collection: collection.name });
  const [create] = useCreateElementMutation();
  const navigate = useNavigate();
  const { slug } = collection;

  async function save(input: ElementFormInput, allowLeave: () => void): Promise<SubmitOutcome> {
    const outcome = await create({ collectionId: collection.id, input });
    if (outcome.ok) {
      allowLeave();
      await navigate(paths.element({ slug, elementId: outcome.payload.element.id }));
    }
    return outcome;
  }

  return (
    <Screen title={`Dodaj element — ${collection.name}`}>
      <ElementForm
        categories={collection.elementCategories}
        categoryCreateTo={paths.elementCategoryCreate({ slug })}
        equipment={equipment}
        initial={EMPTY_ELEMENT}
        mode="create"
        onSave={save}
        cancelTo={paths.elements({ slug })}
      />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<ElementCreateScreenQuery, ElementCreateProps>({
  query,
  variables: (params) => ({ slug: params.slug ?? '' }),
  select: ({ collection, dictionaries }) => collection && { collection, equipment: dictionaries.equipment },
  NotFound: CollectionNotFound,
  Body: ElementCreate,
});
