import { PASSWORD_MAX } from '../limits.ts';

/** Sign-in and the password rules: the server's answers to the login screen, the spec's wording word for word. */
export const sessionMessages = {
  signInFailed: 'Podane dane są nieprawidłowe',
  signInThrottled: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} min.`,
  signInAddressThrottled: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania z tego adresu sieciowego. Spróbuj ponownie za ${minutes} min.`,
  signInBusy: 'Zbyt wiele jednoczesnych prób logowania z tego adresu sieciowego. Spróbuj ponownie za chwilę.',
  signInOverloaded: 'Serwer sprawdza teraz zbyt wiele logowań naraz. Spróbuj ponownie za chwilę.',
  signInOncePerRequest: 'Jedno żądanie może zawierać tylko jedno logowanie.',
  /** The store that counts sign-in attempts does not answer: nothing was checked (fail closed). */
  signInUnavailable: 'Logowanie jest chwilowo niedostępne. Spróbuj ponownie za chwilę.',
  passwordRequired: 'Wpisz hasło',
  passwordTooShort: 'Wpisz dłuższe hasło',
  passwordTooLong: `Hasło może mieć najwyżej ${PASSWORD_MAX} znaków`,
} as const;
