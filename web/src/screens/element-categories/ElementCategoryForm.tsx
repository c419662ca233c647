import { useNavigate } from 'react-router';
import { ELEMENT_CATEGORY_NAME_MAX, elementCategoryFormSchema } from '@meble/domain/element-category';
import { fieldErrorsOf } from '@meble/domain/errors';
import { validationMessages } from '@meble/domain/messages/validation';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';

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
  /** Saves valid input; on success calls `allowLeave` and navigates itself. */
  onSave: (input: ElementCategoryInput, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The category as stored now (an edit), with its version: a conflict shows it beside the user's values (D29). */
  stored?: ElementCategoryFormValues;
  storedVersion?: number | null | undefined;
}

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<keyof ElementCategoryFormValues, string>> = {
  name: 'Nazwa',
  nameEn: 'Nazwa (EN)',
  displayOrd: 'Kolejność',
  available: 'Dostępna',
};

function checkCategory(values: ElementCategoryFormValues): FieldMessages {
  const result = elementCategoryFormSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

/** Name, name (EN), order, available: shared by the create and update screens (spec part 2 §5). */
export function ElementCategoryForm({ initial, onSave, cancelTo, stored, storedVersion }: ElementCategoryFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check: checkCategory,
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = elementCategoryFormSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(validationMessages.fieldsMissing, fieldErrorsOf(parsed.error), values);
      return onSave(parsed.data, exit.allowLeave, version);
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(cancelTo));
  const { values, set, fieldErrors } = form;

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} pending={form.pending} />
        <TextField
          id="category-name"
          label="Nazwa"
          value={values.name}
          onChange={(value) => set('name', value)}
          required
          maxLength={ELEMENT_CATEGORY_NAME_MAX}
          error={fieldErrors.name}
        />
        <TextField
          id="category-name-en"
          label="Nazwa (EN)"
          value={values.nameEn}
          onChange={(value) => set('nameEn', value)}
          maxLength={ELEMENT_CATEGORY_NAME_MAX}
          error={fieldErrors.nameEn}
        />
        <TextField
          id="category-order"
          label="Kolejność"
          value={values.displayOrd}
          onChange={(value) => set('displayOrd', value)}
          required
          inputMode="numeric"
          error={fieldErrors.displayOrd}
          hint="Liczba całkowita różna od 0."
        />
        <CheckboxField id="category-available" label="Dostępna" checked={values.available} onChange={(value) => set('available', value)} error={fieldErrors.available} />
        <FormActions pending={form.pending} cancel={{ to: cancelTo, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </>
  );
}
