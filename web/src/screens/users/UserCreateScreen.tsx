import { Fieldset, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EMAIL_MAX } from '@meble/domain/limits';
import { fieldErrorsOf } from '@meble/domain/errors';
import { userMessages } from '@meble/domain/messages/users';
import {
  SALON_ADDRESS_MAX,
  SALON_NAME_MAX,
  SALON_PHONE_MAX,
  USER_CITY_MAX,
  USER_NAME_MAX,
  userCreateFieldsSchema,
  userCreateSchema,
} from '@meble/domain/user-account';
import { FormBanner, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { useCreateUserMutation } from '../../mutations/useCreateUserMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { PasswordPair, passwordMessagesOf } from './PasswordPair.tsx';

export interface UserCreateValues {
  name: string;
  email: string;
  city: string;
  password: string;
  passwordRepeat: string;
  salonName: string;
  salonPhone: string;
  salonAddress: string;
}

const EMPTY: UserCreateValues = { name: '', email: '', city: '', password: '', passwordRepeat: '', salonName: '', salonPhone: '', salonAddress: '' };

/** Every user made here is a salon (D15): the rules are checked as for one. */
function check(values: UserCreateValues): FieldMessages {
  const result = userCreateFieldsSchema.safeParse({ ...values, isSalon: true });
  return result.success ? {} : fieldMessagesOf(fieldErrorsOf(result.error));
}

/**
 * `/admin/create-user` (spec part 1 §5 "Create user"). The account is always a salon's, never an administrator's
 * (D15): there is no salon checkbox to untick, so the salon fields are always enabled, and the salon name is
 * required (the client-configurations filter lists salons by it).
 */
function UserCreate() {
  const [create] = useCreateUserMutation();
  const navigate = useNavigate();
  const back = paths.users();
  const form = useForm({
    initial: EMPTY,
    check,
    messageOf: passwordMessagesOf,
    save: async (values): Promise<SubmitOutcome> => {
      const parsed = userCreateSchema.safeParse(values);
      if (!parsed.success) return refusedByRules(userMessages.fillAllFields, fieldErrorsOf(parsed.error), values);
      // As typed, trimmed: the server applies the same rules (and names a nameless salon after itself).
      const { email, city, password, salonName, salonPhone, salonAddress } = parsed.data;
      const input = { name: values.name.trim(), email, city, password, passwordRepeat: values.passwordRepeat.trim(), salonName, salonPhone, salonAddress };
      const outcome = await create({ input });
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
    <Screen title="Dodaj użytkownika">
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown}>
        <FormBanner message={form.banner} />
        <TextField
          id="user-name"
          label="Imię"
          value={values.name}
          onChange={(value) => set('name', value)}
          maxLength={USER_NAME_MAX}
          error={fieldErrors.name}
          hint="Salon nie musi podawać imienia: pokażemy wtedy nazwę salonu."
        />
        <TextField id="user-email" label="Email" value={values.email} onChange={(value) => set('email', value)} required maxLength={EMAIL_MAX} error={fieldErrors.email} autoComplete="off" />
        <TextField id="user-city" label="Miasto" value={values.city} onChange={(value) => set('city', value)} required maxLength={USER_CITY_MAX} error={fieldErrors.city} />
        <PasswordPair values={values} set={set} fieldErrors={fieldErrors} label="Hasło" hint="Od 10 do 25 znaków." />
        <Fieldset legend="Salon">
          <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tworzone konto jest zawsze kontem salonu (nie administratora): widzi tylko konfiguracje klientów swojego salonu.
          </Text>
          <TextField
            id="user-salon-name"
            label="Nazwa salonu"
            value={values.salonName}
            onChange={(value) => set('salonName', value)}
            required
            maxLength={SALON_NAME_MAX}
            error={fieldErrors.salonName}
          />
          <TextField id="user-salon-phone" label="Telefon salonu" value={values.salonPhone} onChange={(value) => set('salonPhone', value)} maxLength={SALON_PHONE_MAX} error={fieldErrors.salonPhone} />
          <TextField
            id="user-salon-address"
            label="Adres salonu"
            value={values.salonAddress}
            onChange={(value) => set('salonAddress', value)}
            maxLength={SALON_ADDRESS_MAX}
            error={fieldErrors.salonAddress}
          />
          </Stack>
        </Fieldset>
        <FormActions pending={form.pending} cancel={{ to: back, onClick: exit.allowLeave }} />
      </FormCard>
      {exit.prompt}
    </Screen>
  );
}

export const Component = UserCreate;
