import { useNavigate } from 'react-router';
import { ELEMENT_CATEGORY_NAME_MAX, elementCategoryFormSchema } from '@meble/domain/element-category';
import { fieldErrorsOf } from '@meble/domain/errors';
import { validationMessages } from '@meble/domain/messages/validation';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
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
  onSave: (input: ElementCategoryInput, allowLeave: () => void) => Promise<SubmitOutcome>;
  cancelTo: string;
}

function checkCategory(values: ElementCategoryFormValues): FieldMessages {
  const result = elementCategoryFormSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

/** Name, name (EN), order, available: shared by the create and update screens (spec part 2 §5). */
export function ElementCategoryForm({ initial, onSave, cancelTo }: ElementCategoryFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    initial,
    check: checkCategory,
    save: async (values): Promise<SubmitOutcome> => {
      const parsed = elementCategoryFormSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(validationMessages.fieldsMissing, fieldErrorsOf(parsed.error), values);
      return onSave(parsed.data, exit.allowLeave);
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(cancelTo));
  const { values, set, fieldErrors } = form;

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
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
