import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@meble/domain/errors';
import { KIT_NAME_MAX, KIT_ORD_MAX_DIGITS, KIT_TINYDESC_MAX, kitEditFormSchema } from '@meble/domain/kit';
import type { KitEditForm } from '@meble/domain/kit';
import { FILE_KIND_OF_USE } from '@meble/domain/file';
import { NO_VALUE } from '@meble/domain/history-fields';
import { validationMessages } from '@meble/domain/messages/validation';
import type { KitEdit_kit$key } from '../../__generated__/KitEdit_kit.graphql.ts';
import type { KitEditScreenQuery } from '../../__generated__/KitEditScreenQuery.graphql.ts';
import { FilePicker } from '../../files/FilePicker.tsx';
import { CheckboxField, FormBanner, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useUpdateKitMutation } from '../../mutations/useUpdateKitMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { KitNotFound } from './KitNotFound.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

const query = graphql`
  query KitEditScreenQuery($id: ID!, $slug: String!) {
    node(id: $id) {
      ... on Kit @alias(as: "kit") {
        collection {
          slug
        }
        ...KitEdit_kit
      }
    }
    # Read beside the kit, not after it: the kit's collection is the address's (one round, as the kit screen).
    collection(slug: $slug) {
      id
    }
  }
`;

function checkKit(values: KitEditForm): FieldMessages {
  const result = kitEditFormSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

type KitTextField = 'name' | 'tinydesc' | 'ord';

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<keyof KitEditForm, string>> = { name: 'Nazwa', tinydesc: 'Krótki opis', ord: 'Kolejność', thumbUrl: 'Miniatura', isActive: 'Aktywny' };

/** A conflict shows the visibility as the kit's screen does. */
const conflictText = (key: string, value: unknown): string => {
  if (key === 'isActive') return value ? 'widoczny' : HIDDEN_KIT_LABEL;
  return typeof value === 'string' && value.trim() !== '' ? value : NO_VALUE;
};

/**
 * `/collection/{slug}/sets/{id}/edit` (D28): a kit's name, short description, order, thumbnail and visibility, by
 * the create form's rules and messages; its elements change on the kit screen.
 */
function KitEdit({ kit }: { kit: KitEdit_kit$key }) {
  const data = useFragment(
    graphql`
      fragment KitEdit_kit on Kit {
        id
        version
        name
        tinydesc
        ord
        thumbUrl
        isActive
        collection {
          id
          slug
          name
        }
      }
    `,
    kit,
  );
  usePageNames({ collection: data.collection.name, kit: data.name });
  const [update] = useUpdateKitMutation();
  const navigate = useNavigate();
  const kitPath = paths.kit({ slug: data.collection.slug, id: data.id });

  const stored: KitEditForm = { name: data.name, tinydesc: data.tinydesc, ord: String(data.ord), thumbUrl: data.thumbUrl, isActive: data.isActive };
  const form = useForm<KitEditForm>({
    initial: stored,
    stored,
    storedVersion: data.version,
    check: checkKit,
    // `version`: the one the form's values were read at (D29), so a save over a newer kit is refused.
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = kitEditFormSchema.safeParse(values);
      // The create form's banner (spec part 2 §5) while a field at fault is empty, each field's own message next to it.
      if (!parsed.success) return refusedByRules(validationMessages.requiredFieldsMissing, fieldErrorsOf(parsed.error), values);
      const outcome = await update({ id: data.id, input: values, version }, data.collection.id);
      if (outcome.ok) {
        exit.allowLeave();
        await navigate(kitPath);
      }
      return outcome;
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(kitPath));
  const { values, set, fieldErrors } = form;

  const text = (name: KitTextField, label: string, extra: { maxLength: number; inputMode?: 'numeric'; hint?: string; required?: boolean }) => (
    <TextField
      id={`kit-${name}`}
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

  return (
    <Screen title={`Edycja zestawu ${data.name}`}>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} display={conflictText} pending={form.pending} />
        {text('name', 'Nazwa', { maxLength: KIT_NAME_MAX, required: true })}
        {text('tinydesc', 'Krótki opis', { maxLength: KIT_TINYDESC_MAX })}
        {text('ord', 'Kolejność', { maxLength: KIT_ORD_MAX_DIGITS, inputMode: 'numeric', hint: 'Liczba całkowita; zestawy są ułożone według niej.' })}
        <FilePicker id="kit-thumbUrl" label="Miniatura" kind={FILE_KIND_OF_USE.kitThumbnail} value={values.thumbUrl} onChange={(value) => set('thumbUrl', value)} error={fieldErrors.thumbUrl} />
        <CheckboxField
          id="kit-isActive"
          label="Aktywny"
          hint={`Nieaktywny zestaw jest ukryty w konfiguratorze (${HIDDEN_KIT_LABEL}).`}
          checked={values.isActive}
          onChange={(isActive) => set('isActive', isActive)}
          error={fieldErrors.isActive}
        />
        <FormActions pending={form.pending} cancel={{ to: kitPath, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </Screen>
  );
}

export const { loader, Component } = defineScreen<KitEditScreenQuery, { kit: KitEdit_kit$key }>({
  query,
  variables: (params) => ({ id: params.id ?? '', slug: params.slug ?? '' }),
  // A kit of another collection is not found at this collection's address, as on the kit screen.
  select: ({ node, collection }, params) => {
    const kit = node?.kit;
    return kit && collection?.id && kit.collection.slug === params.slug ? { kit } : null;
  },
  NotFound: KitNotFound,
  Body: KitEdit,
});
