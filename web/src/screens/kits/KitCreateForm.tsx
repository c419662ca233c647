import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KIT_MIN_ELEMENTS, KIT_NAME_MAX, KIT_ORD_MAX_DIGITS, KIT_THUMB_URL_MAX, KIT_TINYDESC_MAX } from '@meble/domain/kit';
import type { KitForm } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import type { KitCreateForm_collection$key } from '../../__generated__/KitCreateForm_collection.graphql.ts';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { refused } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { ElementPicker } from './ElementPicker.tsx';
import type { PickedElement } from './ElementPicker.tsx';
import { EMPTY_KIT, checkKitForm } from './kitRules.ts';

interface KitCreateFormProps {
  /** The collection whose elements the picker searches. */
  collection: KitCreateForm_collection$key;
  /** Saves what passed the domain rules (the form as typed, element ids in order). */
  onSave: (input: KitForm) => Promise<SubmitOutcome>;
  onCancel: () => void;
}

type KitTextField = 'name' | 'tinydesc' | 'ord' | 'thumbUrl';
const fieldId = (name: string) => `kit-${name}`;

/** The kit create form (spec part 2 §3, §5): its fields and the chosen elements, in order, repeats allowed. */
export function KitCreateForm({ collection, onSave, onCancel }: KitCreateFormProps) {
  const pickerCollection = useFragment(
    graphql`
      fragment KitCreateForm_collection on Collection {
        ...ElementPicker_collection
      }
    `,
    collection,
  );
  const [values, setValues] = useState<Omit<KitForm, 'elements'>>(EMPTY_KIT);
  const [chosen, setChosen] = useState<PickedElement[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(async (): Promise<SubmitOutcome> => {
    const input: KitForm = { ...values, elements: chosen.map((element) => element.id) };
    const checked = checkKitForm(input);
    if (!checked.success) return refused(messages.requiredFieldsMissing, checked.fieldErrors);
    return onSave(input);
  });

  const text = (name: KitTextField, label: string, extra: { maxLength: number; inputMode?: 'numeric'; hint?: string }) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      maxLength={extra.maxLength}
      inputMode={extra.inputMode}
      hint={extra.hint}
      error={fieldErrors[name]}
    />
  );

  function remove(index: number) {
    setChosen((current) => current.filter((_, i) => i !== index));
    // Focus stays in the list (the next entry's button), or returns to the search when the list is empty.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? formRef.current?.querySelector<HTMLInputElement>('input[type="search"]'))?.focus();
    });
  }

  const elementsError = fieldErrors.elements;
  const groupId = fieldId('elements');
  const elementsHintId = `${groupId}-hint`;
  const elementsErrorId = `${groupId}-error`;
  const describedBy = [elementsHintId, elementsError ? elementsErrorId : ''].filter(Boolean).join(' ');

  return (
    <form className="form kit-form" ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="kit-create-title">
      <h2 id="kit-create-title">Nowy zestaw</h2>
      <FormBanner message={banner} />
      {text('name', 'Nazwa', { maxLength: KIT_NAME_MAX })}
      {text('tinydesc', 'Krótki opis', { maxLength: KIT_TINYDESC_MAX })}
      {text('ord', 'Kolejność', { maxLength: KIT_ORD_MAX_DIGITS, inputMode: 'numeric', hint: 'Liczba całkowita; zestawy są ułożone według niej.' })}
      {text('thumbUrl', 'Miniatura', { maxLength: KIT_THUMB_URL_MAX, hint: 'Nazwa pliku obrazka.' })}
      <CheckboxField
        id={fieldId('isActive')}
        label="Aktywny"
        checked={values.isActive}
        onChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
        error={fieldErrors.isActive}
      />
      <fieldset className="field-group" id={groupId} aria-describedby={describedBy}>
        <legend>Elementy zestawu</legend>
        <p className="field-hint" id={elementsHintId}>
          {`Co najmniej ${KIT_MIN_ELEMENTS} elementy, w kolejności dodania; ten sam element można dodać kilka razy.`}
        </p>
        <ElementPicker collection={pickerCollection} onPick={(element) => setChosen((current) => [...current, element])} describedBy={describedBy} invalid={Boolean(elementsError)} />
        <p className="list-count" role="status">{`Wybrane elementy: ${chosen.length}`}</p>
        {chosen.length > 0 ? (
          <ol className="chosen-elements" aria-label="Wybrane elementy" ref={listRef}>
            {chosen.map((element, index) => (
              <li key={`${index}-${element.id}`}>
                <span className="muted" aria-hidden="true">{`${index + 1}.`}</span>
                <span className="picker-name">{element.name}</span>
                <span className="muted">{element.categoryName}</span>
                <button type="button" className="secondary" onClick={() => remove(index)} aria-label={`Usuń ${element.name} (pozycja ${index + 1})`}>
                  Usuń
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {elementsError ? (
          <p className="field-error" id={elementsErrorId}>
            {elementsError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <button type="submit" aria-busy={pending}>
          Zapisz
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
