import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX, COLLECTION_THUMB_URL_MAX } from '@meble/domain/collection';
import { COLLECTION_DISCOUNT_MAX_CHARS } from '@meble/domain/discount';
import type { CollectionForm_categories$key } from '../../__generated__/CollectionForm_categories.graphql.ts';
import { CheckboxField, FormBanner, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';

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
  /** Validates with the domain schema, saves, and navigates on success. */
  onSave: (values: CollectionFormValues) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** The collection's fields, shared by `/collections/create` and `/collection/edit/{slug}`. */
export function CollectionForm({ categories, initial, mode, onSave, cancelTo }: CollectionFormProps) {
  const options = useFragment(
    graphql`
      fragment CollectionForm_categories on CollectionCategory @relay(plural: true) {
        slug
        name
      }
    `,
    categories,
  );
  const [values, setValues] = useState(initial);
  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(() => onSave(values));
  const set =
    <K extends keyof CollectionFormValues>(key: K) =>
    (value: CollectionFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const editing = mode === 'edit';

  return (
    <form className="form" ref={formRef} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      <TextField
        id="collection-name"
        label="Nazwa"
        value={values.name}
        onChange={editing ? undefined : set('name')}
        readOnly={editing}
        maxLength={COLLECTION_NAME_MAX}
        error={fieldErrors.name}
        hint={editing ? 'Nazwy kolekcji nie można zmienić.' : undefined}
      />
      <TextAreaField
        id="collection-description"
        label="Opis"
        value={values.description}
        onChange={set('description')}
        maxLength={COLLECTION_DESCRIPTION_MAX}
        error={fieldErrors.description}
      />
      <SelectField
        id="collection-category"
        label="Kategoria"
        value={values.categorySlug}
        onChange={set('categorySlug')}
        placeholder="— wybierz kategorię —"
        options={options.map((category) => ({ value: category.slug, label: category.name }))}
        error={fieldErrors.categorySlug}
      />
      <TextField
        id="collection-discount"
        label="Rabat (%)"
        value={values.discount}
        onChange={editing ? undefined : set('discount')}
        readOnly={editing}
        inputMode="numeric"
        maxLength={COLLECTION_DISCOUNT_MAX_CHARS}
        error={fieldErrors.discount}
        hint={editing ? 'Rabat zmienia się na ekranie rabatów.' : 'Liczba całkowita od 0 do 99.'}
      />
      <TextField
        id="collection-thumb"
        label="Zdjęcie główne"
        value={values.thumbUrl}
        onChange={set('thumbUrl')}
        maxLength={COLLECTION_THUMB_URL_MAX}
        error={fieldErrors.thumbUrl}
        hint="Nazwa pliku obrazka kolekcji."
      />
      <CheckboxField id="collection-active" label="Aktywna" checked={values.isActive} onChange={set('isActive')} error={fieldErrors.isActive} />
      <div className="form-actions">
        <button type="submit" aria-busy={pending}>
          Zapisz
        </button>
        <Link to={cancelTo}>Anuluj</Link>
      </div>
    </form>
  );
}
