import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '@meble/domain/errors';
import { userMessages } from '@meble/domain/messages/users';
import { passwordChangeSchema } from '@meble/domain/user-account';
import type { UserPasswordScreenQuery } from '../../__generated__/UserPasswordScreenQuery.graphql.ts';
import type { UserPassword_user$key } from '../../__generated__/UserPassword_user.graphql.ts';
import { FormBanner, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useChangePasswordMutation } from '../../mutations/useChangePasswordMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { UserNotFound } from './UserNotFound.tsx';
import { PasswordPair, passwordMessagesOf } from './PasswordPair.tsx';
import type { PasswordValues } from './PasswordPair.tsx';

const query = graphql`
  query UserPasswordScreenQuery($id: ID!) {
    node(id: $id) {
      ...UserPassword_user @alias(as: "user")
    }
  }
`;

const EMPTY: PasswordValues = { password: '', passwordRepeat: '' };

function check(values: PasswordValues): FieldMessages {
  const result = passwordChangeSchema.safeParse(values);
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

/** `/admin/user/change-password/{id}` (spec part 1 §5 "Change password"): name and e-mail read-only. */
function UserPassword({ user }: { user: UserPassword_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserPassword_user on User {
        id
        version
        name
        email
      }
    `,
    user,
  );
  // The breadcrumb and the document title name the user, as the heading does.
  usePageNames({ user: data.name });
  const [change] = useChangePasswordMutation();
  const navigate = useNavigate();
  const back = paths.users();
  const form = useForm({
    initial: EMPTY,
    check,
    messageOf: passwordMessagesOf,
    save: async (values): Promise<SubmitOutcome> => {
      const parsed = passwordChangeSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(userMessages.fillAllFields, fieldErrorsOf(parsed.error), values);
      // The version the screen shows (D29); after a conflict the store holds the current one, so saving again goes through.
      const outcome = await change({ input: { id: data.id, password: parsed.data.password, passwordRepeat: values.passwordRepeat.trim() }, version: data.version ?? null });
      if (outcome.ok) {
        exit.allowLeave();
        await navigate(back);
      }
      return outcome;
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(back));
  const { values, set, fieldErrors } = form;

  return (
    <Screen title={`Zmiana hasła: ${data.name}`}>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <TextField id="user-name" label="Imię" value={data.name} readOnly />
        <TextField id="user-email" label="Email" value={data.email} readOnly />
        <PasswordPair
          values={values}
          set={set}
          fieldErrors={fieldErrors}
          label="Nowe hasło"
          hint="Od 10 do 25 znaków. Po zmianie użytkownik loguje się nowym hasłem; jego otwarte sesje się kończą."
        />
        <FormActions pending={form.pending} cancel={{ to: back, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </Screen>
  );
}

export const { loader, Component } = defineScreen<UserPasswordScreenQuery, { user: UserPassword_user$key }>({
  query,
  // The route gives the graph's id whether the address names the user by it or by the REST `_id` (routes/recordIds.ts).
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.user && { user: node.user },
  NotFound: UserNotFound,
  Body: UserPassword,
});
