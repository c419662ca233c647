import { userSchema, type User } from '@meble/domain/user';
import { changePasswordAnswerSchema, type ChangePasswordAnswer } from '@meble/domain/user-account';
import type { z } from 'zod';
import type { signUpBodySchema, changePasswordBodySchema } from '@meble/domain/user-account';
import type { RestClient } from '../rest-client.ts';

/** The create-user and change-password paths of the REST API (spec part 1 §7), each written once. */
const at = {
  signUp: '/api/authentication/sign-up',
  changePassword: '/api/authentication/changePassword',
};

/** POST /api/authentication/sign-up: the new (salon) user; a 400 carries the field messages. */
export function createUser(rest: RestClient, body: z.input<typeof signUpBodySchema>): Promise<User> {
  return rest.send('POST', at.signUp, body, userSchema);
}

/** POST /api/authentication/changePassword: the user, and a new token when the caller changed their own password. */
export function changePassword(rest: RestClient, body: z.input<typeof changePasswordBodySchema>): Promise<ChangePasswordAnswer> {
  return rest.send('POST', at.changePassword, body, changePasswordAnswerSchema);
}
