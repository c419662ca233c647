import { endpoint } from './endpoint.ts';
import { userSchema } from './user.ts';
import { changePasswordAnswerSchema, changePasswordBodySchema, signUpBodySchema } from './user-account.ts';

/** Creating a user and setting a password (spec part 1 §5), under the spec's /api/authentication paths. */
export const userAccountEndpoints = {
  signUp: endpoint({ method: 'post', path: '/api/authentication/sign-up', body: signUpBodySchema, responses: { 201: userSchema } }),
  changePassword: endpoint({
    method: 'post',
    path: '/api/authentication/changePassword',
    body: changePasswordBodySchema,
    responses: { 200: changePasswordAnswerSchema },
  }),
};
