import { z } from 'zod';
import { recordVersionField } from './history.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam } from './query-params.ts';

/** A user as the REST API answers it (spec part 1 §3 "User", never the password). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string(),
  isAdmin: z.boolean(),
  isSalon: z.boolean(),
  isDeleted: z.boolean(),
  salonName: z.string().nullable(),
  salonPhone: z.string().nullable(),
  salonAddress: z.string().nullable(),
  ...recordVersionField,
});
export type User = z.infer<typeof userSchema>;

// ---- The users and salons list, and deleting a user ----

/** The list (spec part 1 §2 "Users screen"): by name, pages of 50 by default, at most 100. */
export const USERS_PAGE_SIZE = 50;
export const USERS_PAGE_MAX = 100;

/** `salons` as a query parameter: 'true' / 'false' (a query string has no booleans); absent = true, the screen's default. */
const booleanParam = z
  .enum(['true', 'false'], { error: validationMessages.invalidRequest })
  .default('true')
  .transform((value) => value === 'true');

/**
 * GET /api/users/list: `salons` true (the default, the screen's 'Salony' box) lists only salon users, false everyone;
 * deleted users never (D10). Ordered by name, then id, in the Polish order (see nameSortKey), by keyset.
 */
export const userListQuerySchema = z.object({
  salons: booleanParam,
  cursor: z.string().optional(),
  limit: pageLimitParam(USERS_PAGE_MAX, USERS_PAGE_SIZE),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userListSchema = z.object({
  list: z.array(userSchema),
  /** Every user matching the filter. */
  totalCount: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

/** POST /api/cms/user/delete/{id}: the user that was deleted (spec part 1 §3 "User delete payload": _id and name). */
export const userDeletedSchema = z.object({ _id: z.string(), name: z.string() });
export type UserDeleted = z.infer<typeof userDeletedSchema>;

/** Spec part 1 §4, §8: the delete dialog's question, with the user's name. */
export function userDeleteQuestion(name: string): string {
  return `Czy chcesz usunąć ${name}?`;
}

/**
 * Who may delete whom, the one rule the API enforces and the graph exposes (viewerCanDelete): an administrator
 * deletes anyone not yet deleted but themself; nobody else deletes anyone (D14).
 */
export function canDeleteUser(viewer: { _id: string; isAdmin: boolean }, user: { _id: string; isDeleted: boolean }): boolean {
  return viewer.isAdmin && !user.isDeleted && viewer._id.toLowerCase() !== user._id.toLowerCase();
}

/** UTF-8 → base64url, and back: names are any text, and btoa alone takes Latin-1 only. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The list's keyset cursor: the position of a row by (name, id). Opaque to clients, made here once so the REST
 * API and the graph's per-edge cursors agree; the API turns the name into its sort key (nameSortKey).
 */
export function userCursor(row: { name: string; _id: string }): string {
  return toBase64Url(JSON.stringify([row.name, row._id]));
}

/** The position a cursor names, or null for anything that is not one. */
export function parseUserCursor(cursor: string): { name: string; _id: string } | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [name, id] = value as unknown[];
    if (typeof name !== 'string' || typeof id !== 'string' || id === '') return null;
    return { name, _id: id };
  } catch {
    return null;
  }
}
