import { PASSWORD_MAX } from './limits.ts';

/** Polish texts that more than one package shows; the spec's wording, word for word. */
export const messages = {
  signInFailed: 'Podane dane są nieprawidłowe',
  signInThrottled: (minutes: number) =>
    `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${minutes} min.`,
  emailRequired: 'Wpisz email',
  emailInvalid: 'Nieprawidłowy adres e-mail',
  nameRequired: 'Wpisz imię',
  passwordRequired: 'Wpisz hasło',
  passwordTooShort: 'Wpisz dłuższe hasło',
  passwordTooLong: `Hasło może mieć najwyżej ${PASSWORD_MAX} znaków`,
  passwordsDiffer: 'Podane hasła nie są jednakowe!',
  unauthenticated: 'Sesja wygasła. Zaloguj się ponownie.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  notFound: 'Nie znaleziono.',
  upstreamUnavailable: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.',
  unexpected: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie.',
  invalidRequest: 'Nieprawidłowe dane żądania.',
} as const;
