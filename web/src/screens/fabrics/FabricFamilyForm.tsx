import { PRICE_GROUPS } from '@meble/domain/catalog';
import { fieldErrorsOf } from '@meble/domain/errors';
import {
  FABRIC_FAMILY_CREATE_DESCRIPTION_MAX,
  FABRIC_FAMILY_DISCOUNT_MAX_CHARS,
  FABRIC_FAMILY_DISCOUNT_MAX_PERCENT,
  FABRIC_FAMILY_EDIT_DESCRIPTION_MAX,
  FABRIC_FAMILY_NAME_MAX,
  fabricFamilyCreateFormSchema,
  fabricFamilyEditFormSchema,
} from '@meble/domain/fabric';
import { validationMessages } from '@meble/domain/messages/validation';
import type { ReactNode } from 'react';
import { CheckboxField, FormBanner, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';

/** The family form as typed; the name only on create (it makes the slug, D5). */
export interface FabricFamilyFormValues {
  name: string;
  descriptionPl: string;
  descriptionEn: string;
  priceGroup: string;
  discount: string;
  isActive: boolean;
}

export const EMPTY_FABRIC_FAMILY: FabricFamilyFormValues = { name: '', descriptionPl: '', descriptionEn: '', priceGroup: '', discount: '0', isActive: true };

const FIELD_LABELS: Readonly<Record<keyof FabricFamilyFormValues, string>> = {
  name: 'Nazwa',
  descriptionPl: 'Opis (PL)',
  descriptionEn: 'Opis (EN)',
  priceGroup: 'Grupa cenowa',
  discount: 'Rabat (%)',
  isActive: 'Aktywna',
};

const PRICE_GROUP_OPTIONS = PRICE_GROUPS.map((group) => ({ value: group, label: `Grupa ${group}` }));

/** The domain's field names as the form's (the REST name of the price group is priceGroupSlug). */
const asSchemaInput = (values: FabricFamilyFormValues) => ({ ...values, priceGroupSlug: values.priceGroup });
const formFieldOf = (field: string) => (field === 'priceGroupSlug' ? 'priceGroup' : field);

function checkOf(mode: 'create' | 'edit') {
  return (values: FabricFamilyFormValues): FieldMessages => {
    const schema = mode === 'create' ? fabricFamilyCreateFormSchema : fabricFamilyEditFormSchema;
    const result = schema.safeParse(asSchemaInput(values));
    return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error).map((error) => ({ ...error, field: formFieldOf(error.field) })));
  };
}

interface FabricFamilyFormProps {
  mode: 'create' | 'edit';
  initial: FabricFamilyFormValues;
  onSave: (values: FabricFamilyFormValues, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  /** Where 'Anuluj' goes (the list, or the family's view). */
  onCancel: () => void;
  stored?: FabricFamilyFormValues;
  storedVersion?: number | null | undefined;
  /** Below the buttons (the edit's delete). */
  after?: ReactNode;
}

/** Spec part 1 §5: create — name, price group and whole discount required, descriptions 300; edit — descriptions 1000. */
export function FabricFamilyForm({ mode, initial, onSave, onCancel, stored, storedVersion, after }: FabricFamilyFormProps) {
  const check = checkOf(mode);
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check,
    save: async (values, version): Promise<SubmitOutcome> => {
      const messages = check(values);
      const errors = Object.entries(messages).map(([field, message]) => ({ field, message: String(message) }));
      if (errors.length > 0) return refusedByRules(validationMessages.requiredFieldsMissing, errors, values);
      return onSave(values, exit.allowLeave, version);
    },
  });
  const exit = useFormExit(form.dirty, onCancel);
  const { values, set, fieldErrors } = form;
  const descriptionMax = mode === 'create' ? FABRIC_FAMILY_CREATE_DESCRIPTION_MAX : FABRIC_FAMILY_EDIT_DESCRIPTION_MAX;

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} pending={form.pending} />
        {mode === 'create' ? (
          <TextField id="family-name" label="Nazwa" value={values.name} onChange={(value) => set('name', value)} required maxLength={FABRIC_FAMILY_NAME_MAX} error={fieldErrors.name} />
        ) : (
          <TextField id="family-name" label="Nazwa" value={values.name} readOnly hint="Nazwy rodziny nie można zmienić: tworzy jej adres." />
        )}
        <SelectField
          id="family-price-group"
          label="Grupa cenowa"
          value={values.priceGroup}
          onChange={(value) => set('priceGroup', value)}
          options={PRICE_GROUP_OPTIONS}
          placeholder="Wybierz grupę"
          required
          error={fieldErrors.priceGroup}
        />
        <TextField
          id="family-discount"
          label="Rabat (%)"
          value={values.discount}
          onChange={(value) => set('discount', value)}
          required
          inputMode="numeric"
          maxLength={FABRIC_FAMILY_DISCOUNT_MAX_CHARS}
          error={fieldErrors.discount}
          hint={`Liczba całkowita od 0 do ${FABRIC_FAMILY_DISCOUNT_MAX_PERCENT}.`}
        />
        <TextAreaField id="family-description-pl" label="Opis (PL)" value={values.descriptionPl} onChange={(value) => set('descriptionPl', value)} maxLength={descriptionMax} rows={3} error={fieldErrors.descriptionPl} />
        <TextAreaField id="family-description-en" label="Opis (EN)" value={values.descriptionEn} onChange={(value) => set('descriptionEn', value)} maxLength={descriptionMax} rows={3} error={fieldErrors.descriptionEn} />
        <CheckboxField id="family-active" label="Aktywna" checked={values.isActive} onChange={(value) => set('isActive', value)} error={fieldErrors.isActive} />
        <FormActions pending={form.pending} cancel={{ onClick: () => { exit.allowLeave(); onCancel(); } }} />
      </FormCard>
      {exit.prompt}
      {after}
    </>
  );
}
