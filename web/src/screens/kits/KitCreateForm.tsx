import { Button, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KIT_MIN_ELEMENTS, KIT_NAME_MAX, KIT_ORD_MAX_DIGITS, KIT_TINYDESC_MAX } from '@meble/domain/kit';
import type { KitForm } from '@meble/domain/kit';
import { FILE_KIND_OF_USE } from '@meble/domain/file';
import { validationMessages } from '@meble/domain/messages/validation';
import type { KitCreateForm_collection$key } from '../../__generated__/KitCreateForm_collection.graphql.ts';
import { FilePicker } from '../../files/FilePicker.tsx';
import { CheckboxField, FieldGroup, FormBanner, groupErrorId, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { ElementPicker } from './ElementPicker.tsx';
import type { PickedElement } from './ElementPicker.tsx';
import { EMPTY_KIT, checkKitForm } from './kitRules.ts';

interface KitCreateFormProps {
  /** The collection whose elements the picker searches. */
  collection: KitCreateForm_collection$key;
  /** Saves what passed the domain rules (the form as typed, element ids in order); calls `allowLeave` before it navigates. */
  onSave: (input: KitForm, allowLeave: () => void) => Promise<SubmitOutcome>;
  onCancel: () => void;
}

/** The form as typed, with the chosen elements as the picker gave them (named, for the list). */
type KitDraft = Omit<KitForm, 'elements'> & { elements: PickedElement[] };

type KitTextField = 'name' | 'tinydesc' | 'ord';
const fieldId = (name: string) => `kit-${name}`;

const kitInput = (draft: KitDraft): KitForm => ({ ...draft, elements: draft.elements.map((element) => element.id) });

function checkKit(draft: KitDraft): FieldMessages {
  const checked = checkKitForm(kitInput(draft));
  return checked.success ? {} : checked.fieldErrors;
}

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
  const listRef = useRef<HTMLOListElement>(null);
  const form = useForm<KitDraft>({
    initial: { ...EMPTY_KIT, elements: [] },
    check: checkKit,
    save: async (draft): Promise<SubmitOutcome> => {
      const input = kitInput(draft);
      const checked = checkKitForm(input);
      if (!checked.success) {
        const errors = Object.entries(checked.fieldErrors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
        return refusedByRules(validationMessages.requiredFieldsMissing, errors, input);
      }
      return onSave(input, exit.allowLeave);
    },
  });
  const exit = useFormExit(form.dirty, onCancel);
  const { values, set, fieldErrors } = form;
  const chosen = values.elements;

  const text = (name: KitTextField, label: string, extra: { maxLength: number; inputMode?: 'numeric'; hint?: string; required?: boolean }) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => set(name, value)}
      maxLength={extra.maxLength}
      inputMode={extra.inputMode}
      hint={extra.hint}
      required={extra.required}
      error={fieldErrors[name]}
    />
  );

  function remove(index: number) {
    set('elements', (current) => current.filter((_, i) => i !== index));
    // Focus stays in the list (the next entry's button), or returns to the search when the list is empty.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? form.formRef.current?.querySelector<HTMLInputElement>('input[type="search"]'))?.focus();
    });
  }

  const elementsError = fieldErrors.elements;
  const groupId = fieldId('elements');
  const elementsHintId = `${groupId}-hint`;
  const describedBy = [elementsHintId, elementsError ? groupErrorId(groupId) : ''].filter(Boolean).join(' ');

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown} labelledBy="kit-create-title">
        <Title order={2} size="h3" id="kit-create-title">
          Nowy zestaw
        </Title>
        <FormBanner message={form.banner} />
        {text('name', 'Nazwa', { maxLength: KIT_NAME_MAX, required: true })}
        {text('tinydesc', 'Krótki opis', { maxLength: KIT_TINYDESC_MAX })}
        {text('ord', 'Kolejność', { maxLength: KIT_ORD_MAX_DIGITS, inputMode: 'numeric', hint: 'Liczba całkowita; zestawy są ułożone według niej.' })}
        <FilePicker id={fieldId('thumbUrl')} label="Miniatura" kind={FILE_KIND_OF_USE.kitThumbnail} value={values.thumbUrl} onChange={(value) => set('thumbUrl', value)} error={fieldErrors.thumbUrl} />
        <CheckboxField id={fieldId('isActive')} label="Aktywny" checked={values.isActive} onChange={(isActive) => set('isActive', isActive)} error={fieldErrors.isActive} />
        <FieldGroup
          id={groupId}
          legend="Elementy zestawu"
          required
          hint={`Co najmniej ${KIT_MIN_ELEMENTS} elementy, w kolejności dodania; ten sam element można dodać kilka razy.`}
          error={elementsError}
        >
          <ElementPicker
            collection={pickerCollection}
            onPick={(element) => set('elements', (current) => [...current, element])}
            describedBy={describedBy}
            invalid={Boolean(elementsError)}
          />
          <Text className="list-count" role="status" mt="sm" fw={600}>{`Wybrane elementy: ${chosen.length}`}</Text>
          {chosen.length > 0 ? (
            <ol className="chosen-elements" aria-label="Wybrane elementy" ref={listRef}>
              {chosen.map((element, index) => (
                <li key={`${index}-${element.id}`}>
                  <span className="muted" aria-hidden="true">{`${index + 1}.`}</span>
                  <span className="picker-name">{element.name}</span>
                  <span className="muted">{element.categoryName}</span>
                  <Button size="compact-sm" variant="default" ml="auto" onClick={() => remove(index)} aria-label={`Usuń ${element.name} (pozycja ${index + 1})`}>
                    Usuń
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
        </FieldGroup>
        <FormActions pending={form.pending} cancel={{ onClick: exit.leave }} />
      </FormCard>
      {exit.prompt}
    </>
  );
}
