import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '@meble/domain/errors';
import { TRANSLATION_TEXT_MAX, translationFieldsSchema, type TranslationFields } from '@meble/domain/translation';
import type { TranslationEdit_translation$key } from '../../__generated__/TranslationEdit_translation.graphql.ts';
import type { TranslationEditScreenQuery, TranslationEditScreenQuery$data } from '../../__generated__/TranslationEditScreenQuery.graphql.ts';
import { FormBanner, TextAreaField, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useUpdateTranslationMutation } from '../../mutations/useUpdateTranslationMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { TranslationHistory } from './TranslationHistory.tsx';
import { TRANSLATIONS_FILTER_PARAM, translationsPath } from './translationsUrl.ts';

const query = graphql`
  query TranslationEditScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Translation @alias(as: "translation") {
        ...TranslationEdit_translation
        ...TranslationHistory_translation
      }
    }
  }
`;

function checkTranslation(values: TranslationFields): FieldMessages {
  const result = translationFieldsSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

const textHint = `Wymagane, najwyżej ${TRANSLATION_TEXT_MAX} znaków.`;

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<keyof TranslationFields, string>> = { pl: 'Polski', en: 'Angielski' };

type Translation = NonNullable<NonNullable<TranslationEditScreenQuery$data['node']>['translation']>;

/** `/settings-translations/edit/{id}` (spec part 1 §5 "Translation edit"): the key read-only, pl and en required. */
function TranslationEdit({ translation }: { translation: Translation }) {
  // The record spreads two fragments: this one is read here, the history's by its section.
  const editKey: TranslationEdit_translation$key = translation;
  const data = useFragment(
    graphql`
      fragment TranslationEdit_translation on Translation {
        id
        version
        key
        pl
        en
      }
    `,
    editKey,
  );
  const [update] = useUpdateTranslationMutation();
  const navigate = useNavigate();
  // Back to the list as it was filtered when the edit link was followed.
  const [searchParams] = useSearchParams();
  const listPath = translationsPath(searchParams.get(TRANSLATIONS_FILTER_PARAM));

  const form = useForm<TranslationFields>({
    initial: { pl: data.pl, en: data.en },
    stored: { pl: data.pl, en: data.en },
    storedVersion: data.version,
    check: checkTranslation,
    // `version`: the one the form's values were read at (D29), so a save over a newer text is refused.
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = translationFieldsSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(fieldErrorsOf(parsed.error)[0]?.message ?? '', fieldErrorsOf(parsed.error));
      const outcome = await update({ id: data.id, input: parsed.data, version });
      if (outcome.ok) {
        exit.allowLeave();
        await navigate(listPath);
      }
      return outcome;
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(listPath));
  const { values, set, fieldErrors } = form;

  return (
    <Screen title={`Edycja tłumaczenia ${data.key}`}>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} pending={form.pending} />
        <TextField id="translation-key" label="Klucz" value={data.key} readOnly hint="Klucza nie można zmienić." />
        <TextAreaField
          id="translation-pl"
          label="Polski"
          value={values.pl}
          onChange={(value) => set('pl', value)}
          required
          maxLength={TRANSLATION_TEXT_MAX}
          rows={3}
          error={fieldErrors.pl}
          hint={textHint}
        />
        <TextAreaField
          id="translation-en"
          label="Angielski"
          value={values.en}
          onChange={(value) => set('en', value)}
          required
          maxLength={TRANSLATION_TEXT_MAX}
          rows={3}
          error={fieldErrors.en}
          hint={textHint}
        />
        <FormActions pending={form.pending} cancel={{ to: listPath, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
      <TranslationHistory translation={translation} version={data.version} />
    </Screen>
  );
}

function TranslationNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono tłumaczenia">
      <p>Tłumaczenie o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<TranslationEditScreenQuery, { translation: Translation }>({
  query,
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.translation && { translation: node.translation },
  NotFound: TranslationNotFound,
  Body: TranslationEdit,
});
