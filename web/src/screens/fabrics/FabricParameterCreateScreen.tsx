import { fieldErrorsOf } from '@meble/domain/errors';
import { FABRIC_COLOR_NAME_MAX, FABRIC_DISPLAY_ORD_MAX_DIGITS, FABRIC_PARAMETER_LABELS, FABRIC_PARAMETER_NAME_MAX, FABRIC_RGB_LENGTH, fabricColorFormSchema, fabricParameterFormSchema, type FabricParameterKind } from '@meble/domain/fabric';
import { validationMessages } from '@meble/domain/messages/validation';
import { useNavigate } from 'react-router';
import { FormBanner, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useCreateFabricParameterMutation } from '../../mutations/useCreateFabricParameterMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';

interface ParameterValues {
  name: string;
  rgb: string;
  displayOrd: string;
}

const GRAPH_KIND = { color: 'COLOR', type: 'TYPE', property: 'PROPERTY' } as const;

function checkOf(kind: FabricParameterKind) {
  return (values: ParameterValues): FieldMessages => {
    const result = kind === 'color' ? fabricColorFormSchema.safeParse(values) : fabricParameterFormSchema.safeParse(values);
    return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
  };
}

/**
 * `/settings/create-fabric-color`, `-type`, `-property` (spec part 1 §2, §5): a colour's name (60), rgb (6
 * hexadecimal characters, shown as a swatch) and order; a type's or property's name and order.
 */
function FabricParameterCreate({ kind }: { kind: FabricParameterKind }) {
  const [create] = useCreateFabricParameterMutation();
  const navigate = useNavigate();
  const back = paths.fabricSettings();
  const check = checkOf(kind);
  const form = useForm<ParameterValues>({
    initial: { name: '', rgb: '', displayOrd: '' },
    check,
    save: async (values): Promise<SubmitOutcome> => {
      const messages = check(values);
      const errors = Object.entries(messages).map(([field, message]) => ({ field, message: String(message) }));
      if (errors.length > 0) return refusedByRules(validationMessages.requiredFieldsMissing, errors, values);
      const outcome = await create({ kind: GRAPH_KIND[kind], input: kind === 'color' ? values : { name: values.name, displayOrd: values.displayOrd } });
      if (outcome.ok) {
        exit.allowLeave();
        await navigate(back);
      }
      return outcome;
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(back));
  const { values, set, fieldErrors } = form;
  const swatch = /^[0-9a-fA-F]{6}$/.test(values.rgb.trim()) ? `#${values.rgb.trim()}` : null;
  return (
    <Screen title={`Dodaj ${FABRIC_PARAMETER_LABELS[kind].one} tkaniny`}>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <TextField
          id="parameter-name"
          label="Nazwa"
          value={values.name}
          onChange={(value) => set('name', value)}
          required
          maxLength={kind === 'color' ? FABRIC_COLOR_NAME_MAX : FABRIC_PARAMETER_NAME_MAX}
          error={fieldErrors.name}
        />
        {kind === 'color' && (
          <>
            <TextField
              id="parameter-rgb"
              label="Kolor (rgb)"
              value={values.rgb}
              // A colour copied from a design tool comes as '#c8a27a': the '#' is dropped, so one more character fits.
              onChange={(value) => set('rgb', value.trim().replace(/^#/, ''))}
              required
              maxLength={FABRIC_RGB_LENGTH + 1}
              error={fieldErrors.rgb}
              hint="Dokładnie 6 znaków szesnastkowych, np. c8a27a."
            />
            <div aria-hidden style={{ width: 48, height: 24, borderRadius: 4, border: '1px solid #8888', background: swatch ?? 'transparent' }} />
          </>
        )}
        <TextField
          id="parameter-order"
          label="Kolejność"
          value={values.displayOrd}
          onChange={(value) => set('displayOrd', value)}
          required
          inputMode="numeric"
          maxLength={FABRIC_DISPLAY_ORD_MAX_DIGITS}
          error={fieldErrors.displayOrd}
        />
        <FormActions pending={form.pending} cancel={{ to: back, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </Screen>
  );
}

export function FabricColorCreate() {
  return <FabricParameterCreate kind="color" />;
}
export function FabricTypeCreate() {
  return <FabricParameterCreate kind="type" />;
}
export function FabricPropertyCreate() {
  return <FabricParameterCreate kind="property" />;
}
