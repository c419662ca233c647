import { fieldErrorsOf } from '@meble/domain/errors';
import {
  FINISH_LEG_TEXTURE_NAME_MAX,
  FINISH_NAME_MAX,
  FINISH_OLD_NAME_MAX,
  FINISH_SYMBOL_MAX,
  FINISH_TEXTURE_EXTENSIONS,
  FINISH_TYPE_LABELS,
  FINISH_TYPES,
  finishFormSchema,
  isFinishType,
  type FinishForm as FinishFormValues,
  type FinishKind,
} from '@meble/domain/finish';
import { validationMessages } from '@meble/domain/messages/validation';
import type { ReactNode } from 'react';
import { FilePicker } from '../../files/FilePicker.tsx';
import { FormBanner, SelectField, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel, shown } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';

export type { FinishFormValues };

export const EMPTY_FINISH: FinishFormValues = { name: '', type: '', texture: '', symbol: '', oldName: '', legTextureName: '' };

const FIELD_LABELS: Readonly<Record<keyof FinishFormValues, string>> = {
  name: 'Nazwa',
  type: 'Rodzaj',
  texture: 'Plik wybarwienia',
  symbol: 'Symbol',
  oldName: 'Stara nazwa',
  legTextureName: 'Nazwa tekstury nóżek',
};

const TYPE_OPTIONS = FINISH_TYPES.map((type) => ({ value: type, label: FINISH_TYPE_LABELS[type] }));
// A type by its name in the conflict panel, as the select shows it, not its stored code.
export const finishConflictText = (key: string, value: unknown): string => (key === 'type' && typeof value === 'string' && isFinishType(value) ? FINISH_TYPE_LABELS[value] : shown(value));
const isTextureImage = (name: string) => FINISH_TEXTURE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

function checkFinish(values: FinishFormValues): FieldMessages {
  const result = finishFormSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

interface FinishFormProps {
  kind: FinishKind;
  initial: FinishFormValues;
  onSave: (values: FinishFormValues, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  onCancel: () => void;
  stored?: FinishFormValues;
  storedVersion?: number | null | undefined;
  after?: ReactNode;
}

/** D24, spec part 2 §3: name (60), type and texture (40) required; a leg finish also has symbol (35), old name and leg texture name. */
export function FinishForm({ kind, initial, onSave, onCancel, stored, storedVersion, after }: FinishFormProps) {
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check: checkFinish,
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = finishFormSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(validationMessages.requiredFieldsMissing, fieldErrorsOf(parsed.error), values);
      const leg = kind === 'legs';
      const data = { ...parsed.data, ...(leg ? {} : { symbol: '', oldName: '', legTextureName: '' }) };
      return onSave(data, exit.allowLeave, version);
    },
  });
  const exit = useFormExit(form.dirty, onCancel);
  const { values, set, fieldErrors } = form;
  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} display={finishConflictText} pending={form.pending} />
        <TextField id="finish-name" label="Nazwa" value={values.name} onChange={(value) => set('name', value)} required maxLength={FINISH_NAME_MAX} error={fieldErrors.name} />
        <SelectField
          id="finish-type"
          label="Rodzaj"
          value={values.type}
          onChange={(value) => set('type', value)}
          options={TYPE_OPTIONS}
          placeholder="Wybierz rodzaj"
          required
          error={fieldErrors.type}
        />
        <FilePicker
          id="finish-texture"
          label="Plik wybarwienia"
          kind="texture"
          value={values.texture}
          onChange={(value) => set('texture', value)}
          required
          accepts={isTextureImage}
          error={fieldErrors.texture}
        />
        {kind === 'legs' && (
          <>
            <TextField id="finish-symbol" label="Symbol" value={values.symbol} onChange={(value) => set('symbol', value)} maxLength={FINISH_SYMBOL_MAX} error={fieldErrors.symbol} />
            <TextField id="finish-old-name" label="Stara nazwa" value={values.oldName} onChange={(value) => set('oldName', value)} maxLength={FINISH_OLD_NAME_MAX} error={fieldErrors.oldName} />
            <TextField
              id="finish-leg-texture-name"
              label="Nazwa tekstury nóżek"
              value={values.legTextureName}
              onChange={(value) => set('legTextureName', value)}
              maxLength={FINISH_LEG_TEXTURE_NAME_MAX}
              error={fieldErrors.legTextureName}
            />
          </>
        )}
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
