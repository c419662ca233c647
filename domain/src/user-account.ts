import { z } from 'zod';
import { normalizeEmail, passwordSchema } from './auth.ts';
import { seenVersionField } from './history.ts';
import { EMAIL_MAX } from './limits.ts';
import { sessionMessages } from './messages/session.ts';
import { userMessages } from './messages/users.ts';
import { validationMessages } from './messages/validation.ts';
import { storableString } from './text.ts';
import { userSchema } from './user.ts';

// ---- Create user and change password (spec part 1 §5 "Create user", "Change password"; D15, D16) ----

/** Spec part 1 §5: the inputs' limits; the e-mail (50) and the password (25) are in limits.ts. */
export const USER_NAME_MAX = 30;
export const USER_CITY_MAX = 30;
export const SALON_NAME_MAX = 30;
export const SALON_PHONE_MAX = 30;
export const SALON_ADDRESS_MAX = 30;
/** Spec part 1 §5: name (unless a salon) and city at least 3 characters. */
export const USER_NAME_MIN = 3;
export const USER_CITY_MIN = 3;

const userText = (max: number) => storableString(validationMessages.invalidRequest).trim().max(max, validationMessages.tooLong(max));
const cityField = userText(USER_CITY_MAX).refine((city) => city.length >= USER_CITY_MIN, userMessages.cityRequired);

/** The create rules that depend on whether the user is a salon, for creating and editing alike (reported per field). */
function salonRules(values: { isSalon: boolean; name: string; salonName: string }, ctx: z.RefinementCtx): void {
  if (!values.isSalon && values.name.length < USER_NAME_MIN) ctx.addIssue({ code: 'custom', path: ['name'], message: userMessages.nameRequired });
  if (values.isSalon && values.salonName === '') ctx.addIssue({ code: 'custom', path: ['salonName'], message: userMessages.salonNameRequired });
}

const emailField = storableString(validationMessages.emailRequired)
  .trim()
  .min(1, validationMessages.emailRequired)
  .max(EMAIL_MAX, validationMessages.tooLong(EMAIL_MAX))
  .pipe(z.email(validationMessages.emailInvalid))
  .transform(normalizeEmail);

/** passwordSchema refuses NUL and lone surrogates itself (storableString). */
const passwordField = z.string({ error: sessionMessages.passwordRequired }).pipe(passwordSchema);

/** The repeat must equal the password (both trimmed, as they are stored); reported on the repeat field. */
function repeatMatches(values: { password: string; passwordRepeat?: string | undefined }, ctx: z.RefinementCtx): void {
  if (values.passwordRepeat !== undefined && values.passwordRepeat.trim() !== values.password) {
    ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: userMessages.passwordsDiffer });
  }
}

/**
 * The create-user form's rules (spec part 1 §5), shared by the form, the graph and REST. The name needs 3
 * characters unless the user is a salon; every user this creates is a salon (D15), so for them a salon name is
 * required instead (the client-configurations salon filter lists salons by it).
 */
export const userCreateFieldsSchema = z
  .object({
    name: userText(USER_NAME_MAX),
    email: emailField,
    city: cityField,
    password: passwordField,
    passwordRepeat: storableString(userMessages.passwordsDiffer).optional(),
    isSalon: z.boolean({ error: validationMessages.invalidRequest }).default(true),
    salonName: userText(SALON_NAME_MAX).default(''),
    salonPhone: userText(SALON_PHONE_MAX).default(''),
    salonAddress: userText(SALON_ADDRESS_MAX).default(''),
  })
  .superRefine((values, ctx) => {
    salonRules(values, ctx);
    repeatMatches(values, ctx);
  });

/** D15: whatever a client sends, the created user is a salon, not an administrator, not deleted. */
export const userCreateSchema = z
  .preprocess(
    (input) => (typeof input === 'object' && input !== null ? { ...input, isSalon: true } : input),
    userCreateFieldsSchema,
  )
  .transform(({ passwordRepeat: _repeat, isSalon: _salon, ...user }) => ({
    ...user,
    // A salon may have no person's name (spec): its salon name stands for it where a name is shown.
    name: user.name === '' ? user.salonName : user.name,
    isSalon: true as const,
    isAdmin: false as const,
    isDeleted: false as const,
  }));
export type UserCreateInput = z.input<typeof userCreateFieldsSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

/**
 * POST /api/authentication/sign-up (spec part 1 §7: the user fields). `isAdmin`, `isSalon` and `isDeleted` are
 * accepted as the legacy client sends them, and ignored (D15); `passwordRepeat`, when sent, must match.
 */
export const signUpBodySchema = z.object({
  name: z.string().optional().default(''),
  email: z.string().optional().default(''),
  city: z.string().optional().default(''),
  password: z.string().optional().default(''),
  passwordRepeat: z.string().optional(),
  isAdmin: z.boolean().optional(),
  isSalon: z.boolean().optional(),
  isDeleted: z.boolean().optional(),
  salonName: z.string().nullish(),
  salonPhone: z.string().nullish(),
  salonAddress: z.string().nullish(),
});

// ---- Edit a user (D28): name, city and the salon fields; the e-mail stays, the password has its own screen ----

/** Each field's own rules (the create form's limits and messages), whoever the user is: the graph checks these before any call. */
export const userEditFieldsSchema = z.object({
  name: userText(USER_NAME_MAX),
  city: cityField,
  salonName: userText(SALON_NAME_MAX),
  salonPhone: userText(SALON_PHONE_MAX),
  salonAddress: userText(SALON_ADDRESS_MAX),
});
export type UserEditFields = z.input<typeof userEditFieldsSchema>;

/**
 * The edit form's rules for the user being edited (the form and the API, which knows from the stored record
 * whether it is a salon): a salon needs its salon name and may go without a person's name, which its salon name
 * then stands for, as on create; anyone else needs a name of 3 characters and has no salon fields to change.
 */
export function userEditSchema(isSalon: boolean) {
  return userEditFieldsSchema
    .superRefine((values, ctx) => salonRules({ ...values, isSalon }, ctx))
    .transform(({ name, city, salonName, salonPhone, salonAddress }) =>
      isSalon ? { name: name === '' ? salonName : name, city, salonName, salonPhone, salonAddress } : { name, city },
    );
}
export type UserEdit = z.output<ReturnType<typeof userEditSchema>>;

/**
 * PATCH /api/cms/user/update/{id}: the fields a user's edit changes. A salon field left out is empty, as on
 * sign-up; the e-mail, the password and the roles are not among them (a client that sends them changes nothing).
 */
export const userUpdateBodySchema = z.object({
  ...seenVersionField,
  name: z.string().optional().default(''),
  city: z.string().optional().default(''),
  salonName: z.string().nullish(),
  salonPhone: z.string().nullish(),
  salonAddress: z.string().nullish(),
});

/** The change-password form (spec part 1 §5: the same password rules; name and e-mail read-only). */
export const passwordChangeSchema = z
  .object({ password: passwordField, passwordRepeat: storableString(userMessages.passwordsDiffer).optional() })
  .superRefine(repeatMatches)
  .transform(({ password }) => ({ password }));
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** POST /api/authentication/changePassword (spec part 1 §7: `_id`, `password`); `passwordRepeat` checked when sent. */
export const changePasswordBodySchema = z.object({
  _id: z.string({ error: validationMessages.invalidRequest }),
  ...seenVersionField,
  password: z.string().optional().default(''),
  passwordRepeat: z.string().optional(),
});

/**
 * Its answer: the user, and when the caller changed their own password a new session token (every session
 * of the user issued before the change has ended, the caller's too).
 */
export const changePasswordAnswerSchema = z.object({
  user: userSchema,
  accessToken: z.string().optional().describe("Only when the caller changed their own password: their new session (the old one has ended)"),
});
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswerSchema>;
