import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX, collectionCreateFormSchema, collectionUpdateFormSchema } from '@meble/domain/collection';
import { COLLECTION_DISCOUNT_MAX_CHARS } from '@meble/domain/discount';
import { fieldErrorsOf } from '@meble/domain/errors';
import { FILE_KIND_OF_USE } from '@meble/domain/file';
import type { CollectionForm_categories$key } from '../../__generated__/CollectionForm_categories.graphql.ts';
import { FilePicker } from '../../files/FilePicker.tsx';
import { CheckboxField, FormBanner, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';

/** The form as typed: every field a string or a flag, so nothing typed is lost on an error. */
export interface CollectionFormValues {
  name: string;
  description: string;
  categorySlug: string;
  /** Integer text (D2). */
  discount: string;
  thumbUrl: string;
  isActive: boolean;
}

/** Graph input field names → form field names, for server field errors. */
export const COLLECTION_FIELD_NAMES = { discountPercent: 'discount' } as const;

interface CollectionFormProps {
  categories: CollectionForm_categories$key;
  initial: CollectionFormValues;
  /** 'edit': name and discount are shown read-only (spec part 2 §5). */
  mode: 'create' | 'edit';
  /**
   * Validates with the domain schema and saves; on success calls `allowLeave` and navigates (a saved form is
   * left without the unsaved-changes question).
   */
  onSave: (values: CollectionFormValues, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The collection as stored now (an edit), with its version: a conflict shows it beside the user's values (D29). */
  stored?: CollectionFormValues;
  storedVersion?: number | null | undefined;
}

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nazwa',
  description: 'Opis',
  categorySlug: 'Kategoria kolekcji',
  discount: 'Rabat',
  thumbUrl: 'Zdjęcie',
  isActive: 'Aktywna',
};

/** The same rules the screens save with: a fixed field's message goes as the user types. */
function checkCollection(mode: 'create' | 'edit', values: CollectionFormValues): FieldMessages {
  const result = (mode === 'create' ? collectionCreateFormSchema : collectionUpdateFormSchema).safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

/** The collection's fields, shared by `/collections/create` and `/collection/edit/{slug}`. */
export function CollectionForm({ categories, initial, mode, onSave, cancelTo, stored, storedVersion }: CollectionFormProps) {
  const options = useFragment(
    graphql`
      fragment CollectionForm_categories on CollectionCategory @relay(plural: true) {
        slug
        name
      }
    `,
    categories,
  );
  const navigate = useNavigate();
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check: (values) => checkCollection(mode, values),
    save: (values, version) => onSave(values, exit.allowLeave, version),
  });
  const conflictText = (key: string, value: unknown): string => {
    if (key === 'categorySlug') return options.find((option) => option.slug === value)?.name ?? String(value);
    if (key === 'discount') return `${String(value)}%`;
    if (typeof value === 'boolean') return value ? 'tak' : 'nie';
    return typeof value === 'string' && value.trim() !== '' ? value : '—';
  };
  const exit = useFormExit(form.dirty, () => void navigate(cancelTo));
  const { values, set, fieldErrors } = form;
  const editing = mode === 'edit';

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} display={conflictText} pending={form.pending} />
        <TextField
          id="collection-name"
          label="Nazwa"
          value={values.name}
          onChange={editing ? undefined : (value) => set('name', value)}
          readOnly={editing}
          required={!editing}
          maxLength={COLLECTION_NAME_MAX}
          error={fieldErrors.name}
          hint={editing ? 'Nazwy kolekcji nie można zmienić.' : undefined}
        />
        <TextAreaField
          id="collection-description"
          label="Opis"
          value={values.description}
          onChange={(value) => set('description', value)}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          error={fieldErrors.description}
        />
        <SelectField
          id="collection-category"
          label="Kategoria"
          value={values.categorySlug}
          onChange={(value) => set('categorySlug', value)}
          required
          placeholder="— wybierz kategorię —"
          options={options.map((category) => ({ value: category.slug, label: category.name }))}
          error={fieldErrors.categorySlug}
        />
        <TextField
          id="collection-discount"
          label="Rabat (%)"
          value={values.discount}
          onChange={editing ? undefined : (value) => set('discount', value)}
          readOnly={editing}
          required={!editing}
          inputMode="numeric"
          maxLength={COLLECTION_DISCOUNT_MAX_CHARS}
          error={fieldErrors.discount}
          hint={editing ? 'Rabat zmienia się na ekranie rabatów.' : 'Liczba całkowita od 0 do 99.'}
        />
        <FilePicker id="collection-thumb" label="Zdjęcie główne" kind={FILE_KIND_OF_USE.collectionPhoto} value={values.thumbUrl} onChange={(value) => set('thumbUrl', value)} error={fieldErrors.thumbUrl} />
        <CheckboxField id="collection-active" label="Aktywna" checked={values.isActive} onChange={(value) => set('isActive', value)} error={fieldErrors.isActive} />
        <FormActions pending={form.pending} cancel={{ to: cancelTo, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </>
  );
}
