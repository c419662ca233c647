import { readToken } from './session.ts';

/** Asks the person at the screen to sign in again; resolves with the new token, or null when they will not. */
export type SessionRenewer = () => Promise<string | null>;

let renewer: SessionRenewer | null = null;
let pending: Promise<string | null> | null = null;

/**
 * The signed-in shell registers its sign-in dialog here while it is on screen. Before that (a page loading with a
 * stale token) there is no work to keep, and a 401 signs out to the login screen as before.
 */
export function onSessionRenewal(next: SessionRenewer | null): void {
  renewer = next;
}

/**
 * A request refused with `usedToken` (401): the token to retry with, or null to sign out. A request that was sent
 * before a renewal ended retries with the new token at once; all requests refused meanwhile wait for one dialog.
 */
export function renewSession(usedToken: string): Promise<string | null> {
  const current = readToken();
  if (current && current !== usedToken) return Promise.resolve(current);
  if (!renewer) return Promise.resolve(null);
  pending ??= renewer().finally(() => {
    pending = null;
  });
  return pending;
}
