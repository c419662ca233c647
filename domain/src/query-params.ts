import { z } from 'zod';
import { listMessages } from './messages/lists.ts';

/** A REST list's `limit`: a whole number within 1…max (each resource's page limits), one Polish message for any refusal. */
export function pageLimitParam(max: number, fallback: number) {
  const message = listMessages.pageLimitInvalid(max);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}

/** A REST list's `offset`: a whole number from 0. */
export function pageOffsetParam() {
  const message = listMessages.pageOffsetInvalid;
  return z.coerce.number({ error: message }).int(message).min(0, message).default(0);
}
