import { Anchor, Fieldset, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf } from '@meble/domain/errors';
import { userMessages } from '@meble/domain/messages/users';
import {
  SALON_ADDRESS_MAX,
  SALON_NAME_MAX,
  SALON_PHONE_MAX,
  USER_CITY_MAX,
  USER_CITY_MIN,
  USER_NAME_MAX,
  USER_NAME_MIN,
  userEditSchema,
  type UserEditFields,
} from '@meble/domain/user-account';
import type { UserEditScreenQuery, UserEditScreenQuery$data } from '../../__generated__/UserEditScreenQuery.graphql.ts';
import type { UserEdit_user$key } from '../../__generated__/UserEdit_user.graphql.ts';
import { FormBanner, TextField } from '../../forms/fields.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useUpdateUserMutation } from '../../mutations/useUpdateUserMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { UserHistory } from './UserHistory.tsx';
import { UserNotFound } from './UserNotFound.tsx';
import { SALONS_OFF, USERS_URL } from './usersUrl.ts';

const query = graphql`
  query UserEditScreenQuery($id: ID!) {
    node(id: $id) {
      ... on User @alias(as: "user") {
        ...UserEdit_user
        ...UserHistory_user
      }
    }
  }
`;

const limitHint = (max: number) => `Najwyżej ${max} znaków.`;

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<keyof UserEditFields, string>> = {
  name: 'Imię',
  city: 'Miasto',
  salonName: 'Nazwa salonu',
  salonPhone: 'Telefon salonu',
  salonAddress: 'Adres salonu',
};

type User = NonNullable<NonNullable<UserEditScreenQuery$data['node']>['user']>;

/**
 * `/admin/user/edit/{id}` (D28): name, city and, for a salon, its salon fields, by the create form's rules; the
 * e-mail is shown read-only and the password has its own screen.
 */
function UserEdit({ user }: { user: User }) {
  // The record spreads two fragments: this one is read here, the history's by its section.
  const editKey: UserEdit_user$key = user;
  const data = useFragment(
    graphql`
      fragment UserEdit_user on User {
        id
        version
        name
        email
        city
        isSalon
        salonName
        salonPhone
        salonAddress
      }
    `,
    editKey,
  );
  // The breadcrumb and the document title name the user, as the heading does.
  usePageNames({ user: data.name });
  const [update] = useUpdateUserMutation();
  const navigate = useNavigate();
  // Back to the list that shows this user: the salons (the list's default), or everyone.
  const back = data.isSalon ? paths.users() : `${paths.users()}?${USERS_URL.salons}=${SALONS_OFF}`;
  const rules = userEditSchema(data.isSalon);

  function check(values: UserEditFields): FieldMessages {
    const result = rules.safeParse(values);
    return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
  }

  const stored: UserEditFields = { name: data.name, city: data.city, salonName: data.salonName ?? '', salonPhone: data.salonPhone ?? '', salonAddress: data.salonAddress ?? '' };
  const form = useForm<UserEditFields>({
    initial: stored,
    stored,
    storedVersion: data.version,
    check,
    // `version`: the one the form's values were read at (D29), so a save over a newer user is refused.
    save: async (values, version): Promise<SubmitOutcome> => {
      const parsed = rules.safeParse(values);
      if (!parsed.success) return refusedByRules(userMessages.fillAllFields, fieldErrorsOf(parsed.error), values);
      // As typed, trimmed: the server applies the same rules (and names a nameless salon after its salon).
      const trimmed = { name: values.name.trim(), city: values.city.trim(), salonName: values.salonName.trim(), salonPhone: values.salonPhone.trim(), salonAddress: values.salonAddress.trim() };
      const outcome = await update({ id: data.id, input: trimmed, version });
      if (outcome.ok) {
        exit.allowLeave();
        await navigate(back);
      }
      return outcome;
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(back));
  const { values, set, fieldErrors } = form;
  const salonField = (key: 'salonName' | 'salonPhone' | 'salonAddress') =>
    data.isSalon ? { value: values[key], onChange: (value: string) => set(key, value), error: fieldErrors[key] } : { value: values[key], readOnly: true };

  return (
    <Screen title={`Edycja użytkownika: ${data.name}`}>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} pending={form.pending} />
        <TextField
          id="user-name"
          label="Imię"
          value={values.name}
          onChange={(value) => set('name', value)}
          maxLength={USER_NAME_MAX}
          error={fieldErrors.name}
          required={!data.isSalon}
          hint={
            data.isSalon
              ? `Najwyżej ${USER_NAME_MAX} znaków. Salon nie musi podawać imienia: pokażemy wtedy nazwę salonu.`
              : `Od ${USER_NAME_MIN} do ${USER_NAME_MAX} znaków.`
          }
        />
        <TextField id="user-email" label="Email" value={data.email} readOnly hint="Adresu e-mail nie można zmienić." />
        <TextField
          id="user-city"
          label="Miasto"
          value={values.city}
          onChange={(value) => set('city', value)}
          required
          maxLength={USER_CITY_MAX}
          error={fieldErrors.city}
          hint={`Od ${USER_CITY_MIN} do ${USER_CITY_MAX} znaków.`}
        />
        <Fieldset legend="Salon">
          <Stack gap="md">
            {data.isSalon ? null : (
              <Text size="sm" c="dimmed">
                To konto nie jest kontem salonu: danych salonu nie zmienia się tutaj.
              </Text>
            )}
            <TextField id="user-salon-name" label="Nazwa salonu" {...salonField('salonName')} required={data.isSalon} maxLength={SALON_NAME_MAX} hint={data.isSalon ? limitHint(SALON_NAME_MAX) : undefined} />
            <TextField id="user-salon-phone" label="Telefon salonu" {...salonField('salonPhone')} maxLength={SALON_PHONE_MAX} hint={data.isSalon ? limitHint(SALON_PHONE_MAX) : undefined} />
            <TextField id="user-salon-address" label="Adres salonu" {...salonField('salonAddress')} maxLength={SALON_ADDRESS_MAX} hint={data.isSalon ? limitHint(SALON_ADDRESS_MAX) : undefined} />
          </Stack>
        </Fieldset>
        <Text size="sm">
          Hasło zmienia się osobno:{' '}
          <Anchor component={Link} to={paths.userPassword({ id: data.id })} underline="always">
            Zmień hasło
          </Anchor>
        </Text>
        <FormActions pending={form.pending} cancel={{ to: back, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
      <UserHistory user={user} version={data.version} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<UserEditScreenQuery, { user: User }>({
  query,
  // The route gives the graph's id whether the address names the user by it or by the REST `_id` (routes/recordIds.ts).
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.user && { user: node.user },
  NotFound: UserNotFound,
  Body: UserEdit,
});
