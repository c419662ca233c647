import { fieldErrorsOf } from '@meble/domain/errors';
import { FABRIC_FILE_EXTENSIONS, FABRIC_NAME_MAX, fabricFormSchema, type FabricForm as FabricFormValues } from '@meble/domain/fabric';
import { validationMessages } from '@meble/domain/messages/validation';
import type { ReactNode } from 'react';
import { FilePicker } from '../../files/FilePicker.tsx';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';

export type { FabricFormValues };

export const EMPTY_FABRIC: FabricFormValues = { name: '', fileUrl: '', thumbUrl: '', isActive: true, isDefault: false };

const FIELD_LABELS: Readonly<Record<keyof FabricFormValues, string>> = {
  name: 'Nazwa',
  fileUrl: 'Plik tkaniny',
  thumbUrl: 'Próbka',
  isActive: 'Aktywna',
  isDefault: 'Domyślna w rodzinie',
};

/** The texture files a fabric takes: jpg or png (spec part 1 §5), not the gifs the texture uploads also allow. */
const isFabricImage = (name: string) => FABRIC_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

function checkFabric(values: FabricFormValues): FieldMessages {
  const result = fabricFormSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

interface FabricFormProps {
  initial: FabricFormValues;
  onSave: (values: FabricFormValues, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  onCancel: () => void;
  stored?: FabricFormValues;
  storedVersion?: number | null | undefined;
  after?: ReactNode;
}

/** Spec part 1 §5: name and texture file required, the file a jpg or png of at most 50 characters; shared by create and edit. */
export function FabricForm({ initial, onSave, onCancel, stored, storedVersion, after }: FabricFormProps) {
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check: checkFabric,
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = fabricFormSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(validationMessages.requiredFieldsMissing, fieldErrorsOf(parsed.error), values);
      return onSave(parsed.data, exit.allowLeave, version);
    },
  });
  const exit = useFormExit(form.dirty, onCancel);
  const { values, set, fieldErrors } = form;
  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} pending={form.pending} />
        <TextField id="fabric-name" label="Nazwa" value={values.name} onChange={(value) => set('name', value)} required maxLength={FABRIC_NAME_MAX} error={fieldErrors.name} />
        <FilePicker id="fabric-file" label="Plik tkaniny" kind="texture" value={values.fileUrl} onChange={(value) => set('fileUrl', value)} required accepts={isFabricImage} error={fieldErrors.fileUrl} />
        <FilePicker
          id="fabric-swatch"
          label="Próbka"
          kind="texture"
          value={values.thumbUrl}
          onChange={(value) => set('thumbUrl', value)}
          accepts={isFabricImage}
          error={fieldErrors.thumbUrl}
          hint="Bez próbki lista pokazuje miniaturę pliku tkaniny."
        />
        <CheckboxField id="fabric-active" label="Aktywna" checked={values.isActive} onChange={(value) => set('isActive', value)} error={fieldErrors.isActive} />
        <CheckboxField id="fabric-default" label="Domyślna w rodzinie" checked={values.isDefault} onChange={(value) => set('isDefault', value)} error={fieldErrors.isDefault} />
        <FormActions
          pending={form.pending}
          cancel={{
            onClick: () => {
              exit.allowLeave();
              onCancel();
            },
          }}
        />
      </FormCard>
      {exit.prompt}
      {after}
    </>
  );
}
