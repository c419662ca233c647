import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import { elementFormValues } from '@meble/domain/element';
import type { ElementFormInput } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { ElementEdit_element$data, ElementEdit_element$key } from '../../__generated__/ElementEdit_element.graphql.ts';
import type { ElementEditScreenQuery } from '../../__generated__/ElementEditScreenQuery.graphql.ts';
import { useUpdateElementMutation } from '../../mutations/useUpdateElementMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { ElementForm } from './ElementForm.tsx';
import type { ElementSaveResult } from './ElementForm.tsx';
import { ElementNotFound } from './ElementNotFound.tsx';

const query = graphql`
  query ElementEditScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Element @alias(as: "element") {
        collection {
          slug
        }
        ...ElementEdit_element
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
  return { queryRef: preloadScreenQuery<ElementEditScreenQuery>(query, { id: params.elementId ?? '' }) };
}

/** The stored element as the form's text, by the domain's own mapping (prices '1234,50', D1). */
export function formValuesOf(element: ElementEdit_element$data): ElementFormInput {
  const grosze = (group: string) => element.prices.find((price) => price.group === group)?.grosze ?? null;
  const prices = Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, grosze(group)])) as Record<
    `price${(typeof PRICE_GROUPS)[number]}`,
    number | null
  >;
  return elementFormValues({
    name: element.name,
    file: element.file,
    thumbUrl: element.thumbUrl,
    categoryId: element.category.id,
    available: element.available,
    isDefault: element.isDefault,
    // The graph's ElementConnect enum is the domain's connection code (D6).
    connect: element.connect,
    angle: element.angle,
    dimb: element.dimb ?? null,
    dx: element.dx,
    dy: element.dy,
    dz: element.dz,
    description: element.description,
    descriptionEn: element.descriptionEn,
    tinydesc: element.tinydesc,
    tinydescEn: element.tinydescEn,
    ...prices,
    displayOrd: element.displayOrd,
    equipment: element.equipment.map((item) => item.id),
  });
}

function ElementEdit({ element, equipment }: { element: ElementEdit_element$key; equipment: readonly { id: string; name: string }[] }) {
  const data = useFragment(
    graphql`
      fragment ElementEdit_element on Element {
        id
        name
        file
        thumbUrl
        available
        isDefault
        connect
        angle
        dimb
        dx
        dy
        dz
        description
        descriptionEn
        tinydesc
        tinydescEn
        displayOrd
        category {
          id
        }
        prices {
          group
          grosze
        }
        equipment {
          id
        }
        collection {
          slug
          name
          elementCategories {
            id
            name
          }
        }
      }
    `,
    element,
  );
  const [update] = useUpdateElementMutation();
  const navigate = useNavigate();
  const elementPath = `/collection/${encodeURIComponent(data.collection.slug)}/elements/${encodeURIComponent(data.id)}`;

  // The discount is not part of the form: the server keeps it as it is (D3).
  async function save(input: ElementFormInput): Promise<ElementSaveResult> {
    const { updateElement: result } = await update({ id: data.id, input });
    if (result.__typename === 'ElementPayload') {
      await navigate(elementPath);
      return 'saved';
    }
    return result.__typename === '%other' ? { message: messages.unexpected } : result;
  }

  return (
    <section className="screen">
      <h1>{`Edycja elementu ${data.name}`}</h1>
      <ElementForm
        categories={data.collection.elementCategories}
        equipment={equipment}
        initial={formValuesOf(data)}
        mode="update"
        onSave={save}
        cancelTo={elementPath}
      />
    </section>
  );
}

/** `/collection/{slug}/elements/edit/{elementId}` (spec part 2 §2, §5); success → the element's page. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { node, dictionaries } = usePreloadedQuery<ElementEditScreenQuery>(query, queryRef);
  const params = useParams();
  const element = node?.element;
  if (!element || element.collection.slug !== params.slug) return <ElementNotFound />;
  return <ElementEdit element={element} equipment={dictionaries.equipment} />;
}
