import { signInAnswerSchema, signInSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';

/** Sign-in, the one call without a session besides the intake (the API answers 401, 429 and 503 in the error shape). */
export const authEndpoints = {
  signIn: endpoint({ method: 'post', path: '/api/authentication/sign-in', body: signInSchema, responses: { 200: signInAnswerSchema } }),
};
