import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import { elementFormValues } from '@meble/domain/element';
import type { ElementFormInput } from '@meble/domain/element';
import type { ElementEdit_element$data, ElementEdit_element$key } from '../../__generated__/ElementEdit_element.graphql.ts';
import type { ElementEditScreenQuery } from '../../__generated__/ElementEditScreenQuery.graphql.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useUpdateElementMutation } from '../../mutations/useUpdateElementMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { elementAt } from './elementAt.ts';
import { ElementForm } from './ElementForm.tsx';
import { ElementNotFound } from './ElementNotFound.tsx';
import { usePageNames } from '../../shell/pageNames.tsx';

const query = graphql`
  query ElementEditScreenQuery($id: ID!, $slug: String!) {
    # Named by the address too, so the gateway loads the collection with the element, not one round after it.
    collection(slug: $slug) {
      id
    }
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

interface ElementEditProps {
  element: ElementEdit_element$key;
  equipment: readonly { id: string; name: string }[];
}

function ElementEdit({ element, equipment }: ElementEditProps) {
  const data = useFragment(
    graphql`
      fragment ElementEdit_element on Element {
        id
        version
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
  usePageNames({ collection: data.collection.name, element: data.name });
  const [update] = useUpdateElementMutation();
  const navigate = useNavigate();
  const elementPath = paths.element({ slug: data.collection.slug, elementId: data.id });

  // The discount is not part of the form: the server keeps it as it is (D3).
  // `version`: the one the form's values were read at (D29), so a save over a newer record is refused.
  async function save(input: ElementFormInput, allowLeave: () => void, version: number | null): Promise<SubmitOutcome> {
    const outcome = await update({ id: data.id, input, version });
    if (outcome.ok) {
      allowLeave();
      await navigate(elementPath);
    }
    return outcome;
  }

  return (
    <Screen title={`Edycja elementu ${data.name}`}>
      <ElementForm
        categories={data.collection.elementCategories}
        categoryCreateTo={paths.elementCategoryCreate({ slug: data.collection.slug })}
        equipment={equipment}
        initial={formValuesOf(data)}
        stored={formValuesOf(data)}
        storedVersion={data.version}
        mode="update"
        onSave={save}
        cancelTo={elementPath}
      />
    </Screen>
  );
}

/** `/collection/{slug}/elements/edit/{elementId}` (spec part 2 §2, §5); success → the element's page. */
export const { loader, Component } = defineScreen<ElementEditScreenQuery, ElementEditProps>({
  query,
  variables: (params) => ({ id: params.elementId ?? '', slug: params.slug ?? '' }),
  select: ({ node, dictionaries }, params) => {
    const element = elementAt(node?.element, params);
    return element && { element, equipment: dictionaries.equipment };
  },
  NotFound: ElementNotFound,
  Body: ElementEdit,
});
