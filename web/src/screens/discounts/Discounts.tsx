import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ELEMENT_GRAPH_PAGE_MAX } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { Discounts_collection$key } from '../../__generated__/Discounts_collection.graphql.ts';
import { FormBanner, TextField } from '../../forms/fields.tsx';
import { refusedByRules } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useUpdateDiscountsMutation } from '../../mutations/useUpdateDiscountsMutation.ts';
import { COLLECTION_DISCOUNT_MAX_CHARS, ELEMENT_DISCOUNT_MAX_CHARS, checkDiscountsForm } from './discountRules.ts';
import type { DiscountsFormInput } from './discountRules.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

interface ElementRow {
  id: string;
  name: string;
  categoryName: string;
  discountPercent: number;
}

const collectionFieldId = 'discount-collection';

/** The graph's input names → the form's: `collectionDiscountPercent` → `collection`, `elements.<i>.discountPercent` → `elements.<i>.discount`. */
function discountFieldOf(field: string): string {
  return field === 'collectionDiscountPercent' ? 'collection' : field.replace(/^(elements\.\d+)\.discountPercent$/, '$1.discount');
}
const elementFieldId = (index: number) => `discount-element-${index}`;

/** The collection discount (D2) and every element's discount (D3): a view, and an edit mode ('Edycja'). */
export function Discounts({ collection }: { collection: Discounts_collection$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment Discounts_collection on Collection
      @argumentDefinitions(first: { type: "Int", defaultValue: 200 }, after: { type: "String" })
      @refetchable(queryName: "DiscountsPaginationQuery") {
        id
        name
        discountPercent
        elements(first: $first, after: $after) @connection(key: "Discounts_elements") {
          totalCount
          edges {
            node {
              id
              # eslint-disable-next-line relay/unused-fields -- where a created element goes (relay/elementLists.ts)
              displayOrd
              name
              discountPercent
              category {
                name
              }
            }
          }
        }
      }
    `,
    collection,
  );
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returned = useRef(false);

  // Back in the view (saved or cancelled), keyboard focus returns to 'Edycja'.
  useEffect(() => {
    if (!editing && returned.current) editButton.current?.focus();
  }, [editing]);

  const elements: ElementRow[] = data.elements.edges.flatMap((edge) =>
    edge?.node
      ? [{ id: edge.node.id, name: edge.node.name, categoryName: edge.node.category.name, discountPercent: edge.node.discountPercent }]
      : [],
  );
  const more = hasNext ? (
    <button type="button" className="secondary" onClick={() => loadNext(ELEMENT_GRAPH_PAGE_MAX)} aria-busy={isLoadingNext} disabled={isLoadingNext}>
      Pokaż więcej
    </button>
  ) : null;
  const leave = () => {
    returned.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <DiscountsForm collectionId={data.id} collectionName={data.name} collectionDiscount={data.discountPercent} elements={elements} onDone={leave}>
        {more}
      </DiscountsForm>
    );
  }
  return (
    <>
      <dl className="details">
        <dt>Rabat kolekcji</dt>
        <dd>{`${data.discountPercent}%`}</dd>
      </dl>
      <p className="list-count">{`Elementów: ${data.elements.totalCount}`}</p>
      {elements.length === 0 ? (
        <p className="muted">Ta kolekcja nie ma jeszcze elementów.</p>
      ) : (
        <DiscountsTable collectionName={data.name} elements={elements} cell={(element) => `${element.discountPercent}%`} />
      )}
      {more}
      <div className="form-actions">
        <button type="button" ref={editButton} onClick={() => setEditing(true)}>
          Edycja
        </button>
      </div>
    </>
  );
}

function DiscountsTable({
  collectionName,
  elements,
  cell,
}: {
  collectionName: string;
  elements: readonly ElementRow[];
  cell: (element: ElementRow, index: number) => ReactNode;
}) {
  return (
    <TableScroll>
      <table className="table discounts-table">
        <caption className="visually-hidden">{`Rabaty elementów kolekcji ${collectionName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Nazwa</th>
            <th scope="col">Kategoria</th>
            <th scope="col" className="number">
              Rabat (%)
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((element, index) => (
            <tr key={element.id}>
              <th scope="row">{element.name}</th>
              <td>{element.categoryName}</td>
              <td className="number">{cell(element, index)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

interface DiscountsFormProps {
  collectionId: string;
  collectionName: string;
  collectionDiscount: number;
  elements: readonly ElementRow[];
  /** Back to the view: after a save (the store then holds the saved values) or on 'Anuluj' (edits dropped). */
  onDone: () => void;
  children?: ReactNode;
}

/** The edit mode: one text field per discount, checked by the domain rule, saved by one mutation. */
function DiscountsForm({ collectionId, collectionName, collectionDiscount, elements, onDone, children }: DiscountsFormProps) {
  const [collectionText, setCollectionText] = useState(String(collectionDiscount));
  // Only what was typed; an element loaded later ('Pokaż więcej') starts from its stored value.
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const [update] = useUpdateDiscountsMutation();
  const valueOf = (element: ElementRow) => typed[element.id] ?? String(element.discountPercent);

  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(async (): Promise<SubmitOutcome> => {
    const input: DiscountsFormInput = {
      collection: collectionText,
      elements: elements.map((element) => ({ id: element.id, discount: valueOf(element) })),
    };
    const checked = checkDiscountsForm(input);
    if (!checked.success) {
      return refusedByRules(messages.requiredFieldsMissing, checked.errors);
    }
    const outcome = await update(
      {
        collectionId,
        collectionDiscountPercent: input.collection.trim(),
        elements: input.elements.map((element) => ({ elementId: element.id, discountPercent: element.discount.trim() })),
      },
      { fieldNames: discountFieldOf },
    );
    if (outcome.ok) onDone();
    return outcome;
  });

  useEffect(() => {
    document.getElementById(collectionFieldId)?.focus();
  }, []);

  return (
    <form className="form discounts-form" ref={formRef} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      <TextField
        id={collectionFieldId}
        label="Rabat kolekcji (%)"
        value={collectionText}
        onChange={setCollectionText}
        maxLength={COLLECTION_DISCOUNT_MAX_CHARS}
        inputMode="numeric"
        hint="Liczba całkowita od 0 do 99."
        error={fieldErrors.collection}
      />
      <p className="field-hint">Rabat elementu: liczba całkowita od 0 do 100.</p>
      {elements.length === 0 ? (
        <p className="muted">Ta kolekcja nie ma jeszcze elementów.</p>
      ) : (
        <DiscountsTable
          collectionName={collectionName}
          elements={elements}
          cell={(element, index) => {
            const id = elementFieldId(index);
            const error = fieldErrors[`elements.${index}.discount`];
            return (
              <>
                <label className="visually-hidden" htmlFor={id}>{`Rabat: ${element.name}`}</label>
                <input
                  id={id}
                  name={id}
                  type="text"
                  className="discount-input"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={ELEMENT_DISCOUNT_MAX_CHARS}
                  value={valueOf(element)}
                  onChange={(event) => {
                    const value = event.target.value;
                    setTyped((current) => ({ ...current, [element.id]: value }));
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </>
            );
          }}
        />
      )}
      {children}
      <div className="form-actions">
        <button type="submit" aria-busy={pending}>
          Zapisz
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
