import { PASSWORD_MAX } from '@meble/domain/limits';
import { PasswordField } from '../../forms/fields.tsx';
import type { FieldMessages } from '../../forms/outcome.ts';

/** The two password fields of creating a user and of changing a password, as the form holds them. */
export interface PasswordValues {
  password: string;
  passwordRepeat: string;
}

/**
 * For `useForm`'s `messageOf`: a change of the password may also settle the repeat's 'Podane hasła nie są
 * jednakowe!' (the mismatch fixed from either side), so both are read again.
 */
export function passwordMessagesOf(key: string): string | readonly string[] {
  return key === 'password' ? ['password', 'passwordRepeat'] : key;
}

interface PasswordPairProps {
  values: PasswordValues;
  set: (key: keyof PasswordValues, value: string) => void;
  fieldErrors: FieldMessages;
  /** 'Hasło' when creating a user, 'Nowe hasło' when changing one. */
  label: string;
  hint: string;
}

/** The password and its repeat (spec part 1 §5): the same limits and messages on both screens. */
export function PasswordPair({ values, set, fieldErrors, label, hint }: PasswordPairProps) {
  return (
    <>
      <PasswordField
        id="user-password"
        label={label}
        value={values.password}
        onChange={(value) => set('password', value)}
        required
        maxLength={PASSWORD_MAX}
        error={fieldErrors.password}
        hint={hint}
      />
      <PasswordField
        id="user-password-repeat"
        label="Powtórz hasło"
        value={values.passwordRepeat}
        onChange={(value) => set('passwordRepeat', value)}
        required
        maxLength={PASSWORD_MAX}
        error={fieldErrors.passwordRepeat}
      />
    </>
  );
}
