import { z } from 'zod';
import { sessionMessages } from './messages/session.ts';
import { userMessages } from './messages/users.ts';
import { validationMessages } from './messages/validation.ts';
import { userSchema } from './user.ts';
import { storableString } from './text.ts';

import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN };

/** D16: sign-in is throttled per e-mail. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Beside D16: failed and refused sign-ins per client address (IPv6 per /64) in the same window, whatever the e-mails,
 * so one address cannot spray guesses over many accounts, and a flood from fixed addresses (refused 429/503 as fast as
 * it sends) blocks itself within seconds. Fifty: an office behind one address makes a few typos a day and is refused
 * only under a flood, an attacker makes thousands; e-mails that signed in from the address before are exempt
 * (KNOWN_SIGN_IN_MS). SIGN_IN_MAX_FAILURES_PER_ADDRESS overrides it.
 */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 50;
/**
 * How long a successful sign-in of an e-mail from an address exempts that pair from the address's block: thirty days
 * from the last one, longer than any holiday, so staff who sign in there keep getting in when someone behind the same
 * address floods or guesses.
 */
export const KNOWN_SIGN_IN_MS = 30 * 24 * 60 * 60 * 1000;

/** Browser storage keys (spec part 1 §9); defined in session.ts, which has no zod. */
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session.ts';

/** Spec part 1 §5 "Login": both fields required, both trimmed; the login is sent as email. */
export const signInSchema = z.object({
  email: storableString(validationMessages.emailRequired).trim().min(1, validationMessages.emailRequired),
  // No stored password is longer (passwordSchema): a longer one is refused before it is hashed.
  password: storableString(sessionMessages.passwordRequired).trim().min(1, sessionMessages.passwordRequired).max(PASSWORD_MAX, sessionMessages.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** POST /api/authentication/sign-in (spec part 1 §7: "answer has accessToken"), with the signed-in user, so no second call is needed. */
export const signInAnswerSchema = z.object({
  accessToken: z.string().describe('A session token (HS256 JWT, 12 hours)'),
  user: userSchema,
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** Spec part 1 §5 "Create user" password rules, shared by change-password and create-admin. */
export const passwordSchema = storableString(sessionMessages.passwordRequired)
  .trim()
  .min(1, sessionMessages.passwordRequired)
  .min(PASSWORD_MIN, sessionMessages.passwordTooShort)
  .max(PASSWORD_MAX, sessionMessages.passwordTooLong);

/** An administrator created on the command line (D15): an e-mail address and a name. */
export const adminAccountSchema = z.object({
  email: storableString(validationMessages.emailRequired)
    .trim()
    .toLowerCase()
    .min(1, validationMessages.emailRequired)
    .max(EMAIL_MAX, validationMessages.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+$/, validationMessages.emailInvalid),
  name: storableString(userMessages.nameRequired).trim().min(1, userMessages.nameRequired),
});

/** E-mails are compared case-insensitively: one normal form for storage, look-up and throttling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
