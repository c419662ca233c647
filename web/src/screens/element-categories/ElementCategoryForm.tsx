import { useState } from 'react';
import { Link } from 'react-router';
import { ELEMENT_CATEGORY_NAME_MAX, elementCategoryFormSchema } from '@meble/domain/element-category';
import { fieldErrorsOf } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { refusedByRules } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';

/** The form as typed (displayOrd is integer text). */
export interface ElementCategoryFormValues {
  name: string;
  nameEn: string;
  displayOrd: string;
  available: boolean;
}

/** What the graph takes (ElementCategoryFields), after the domain rules passed. */
export interface ElementCategoryInput {
  name: string;
  nameEn: string;
  displayOrd: number;
  available: boolean;
}

interface ElementCategoryFormProps {
  initial: ElementCategoryFormValues;
  /** Saves valid input; navigates on success itself. */
  onSave: (input: ElementCategoryInput) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** Name, name (EN), order, available: shared by the create and update screens (spec part 2 §5). */
export function ElementCategoryForm({ initial, onSave, cancelTo }: ElementCategoryFormProps) {
  const [values, setValues] = useState(initial);
  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(async (): Promise<SubmitOutcome> => {
    const parsed = elementCategoryFormSchema.safeParse(values);
    if (!parsed.success) return refusedByRules(messages.fieldsMissing, fieldErrorsOf(parsed.error));
    return onSave(parsed.data);
  });
  const set =
    <K extends keyof ElementCategoryFormValues>(key: K) =>
    (value: ElementCategoryFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  return (
    <form className="form" ref={formRef} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      <TextField id="category-name" label="Nazwa" value={values.name} onChange={set('name')} maxLength={ELEMENT_CATEGORY_NAME_MAX} error={fieldErrors.name} />
      <TextField id="category-name-en" label="Nazwa (EN)" value={values.nameEn} onChange={set('nameEn')} maxLength={ELEMENT_CATEGORY_NAME_MAX} error={fieldErrors.nameEn} />
      <TextField
        id="category-order"
        label="Kolejność"
        value={values.displayOrd}
        onChange={set('displayOrd')}
        inputMode="numeric"
        error={fieldErrors.displayOrd}
        hint="Liczba całkowita różna od 0."
      />
      <CheckboxField id="category-available" label="Dostępna" checked={values.available} onChange={set('available')} error={fieldErrors.available} />
      <div className="form-actions">
        <button type="submit" aria-busy={pending}>
          Zapisz
        </button>
        <Link to={cancelTo}>Anuluj</Link>
      </div>
    </form>
  );
}
