import { normalizeEmail } from '@meble/domain/auth';
import { nameSortKey } from '@meble/domain/name-keys';
import { canDeleteUser, parseUserCursor, userCursor, type User, type UserDeleted, type UserList, type UserListQuery } from '@meble/domain/user';
import { userEditSchema, type UserEditFields } from '@meble/domain/user-account';
import type { z } from 'zod';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';
import { isUuid } from '../db/ids.ts';
import { inOneSnapshot, inTransaction } from '../db/transaction.ts';

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The REST shape (spec part 1 §3 "User"): `_id`, camelCase, never the password hash. */
export function toRestUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    city: row.city,
    isAdmin: row.is_admin,
    isSalon: row.is_salon,
    isDeleted: row.is_deleted,
    salonName: row.salon_name,
    salonPhone: row.salon_phone,
    salonAddress: row.salon_address,
    version: row.version,
  };
}

export interface NewUser {
  name: string;
  email: string;
  city?: string;
  isAdmin?: boolean;
  isSalon?: boolean;
  isDeleted?: boolean;
  salonName?: string | null;
  salonPhone?: string | null;
  salonAddress?: string | null;
}

/** Why insertUser wrote nothing: a user (deleted ones too) has the e-mail already, compared normalised. */
export class EmailTaken extends Error {
  override name = 'EmailTaken';
  constructor(readonly email: string) {
    super(`e-mail taken: ${email}`);
  }
}

/**
 * The one insert of a user (sign-up, create-admin, the seeders, the test kit), with a hash computed before: scrypt
 * takes a while, so callers hash outside any transaction, after checking the e-mail is free. An e-mail taken in
 * between (a concurrent insert) is refused by the unique index: EmailTaken, and a caller's transaction stays usable
 * (ON CONFLICT DO NOTHING, no failed statement in it).
 */
export async function insertUser(db: Kysely<Database>, user: NewUser, passwordHash: string): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values(userColumns(user, passwordHash))
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new EmailTaken(normalizeEmail(user.email));
  return row;
}

/** A user's columns, written once for every insert and update. */
function userColumns(user: NewUser, passwordHash: string) {
  return {
    name: user.name.trim(),
    email: normalizeEmail(user.email),
    city: (user.city ?? '').trim(),
    password_hash: passwordHash,
    is_admin: user.isAdmin ?? false,
    is_salon: user.isSalon ?? false,
    is_deleted: user.isDeleted ?? false,
    salon_name: user.salonName ?? null,
    salon_phone: user.salonPhone ?? null,
    salon_address: user.salonAddress ?? null,
  };
}

/** For seeders: the name, city, roles and salon fields as given; the e-mail, password and deletion stay as they are. */
export async function updateUserProfile(db: Kysely<Database>, id: string, user: NewUser): Promise<void> {
  const { email: _email, password_hash: _hash, is_deleted: _deleted, ...profile } = userColumns(user, '');
  await db.updateTable('users').set({ ...profile, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Soft delete (D10): the row stays, marked deleted; sign-in and tokens refuse it. */
export async function markUserDeleted(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ is_deleted: true, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Removes the row altogether: only tests use it, for "a token of a user that no longer exists". */
export async function removeUserRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

// ---- The users and salons list, and deleting a user ----

export type UserListResult = { kind: 'page'; page: UserList } | { kind: 'badCursor' };

/**
 * GET /api/users/list: one page by (name's Polish sort key, id), by keyset (the page after the cursor's position,
 * never an OFFSET), only salon users unless `salons` is false, never the deleted (D10). Two queries whatever the
 * page size: the page and the count.
 */
export async function listUsers(db: Kysely<Database>, query: UserListQuery): Promise<UserListResult> {
  const cursor = query.cursor === undefined || query.cursor === '' ? undefined : parseUserCursor(query.cursor);
  if (query.cursor && (!cursor || !isUuid(cursor._id))) return { kind: 'badCursor' };
  const matching = (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.and([eb('is_deleted', '=', false), ...(query.salons ? [eb('is_salon', '=', true)] : [])]);
  const [rows, count] = await inOneSnapshot(db, (trx) => {
    let page = trx.selectFrom('users').selectAll().where(matching);
    if (cursor) {
      // The database's sort key of the cursor's name is nameSortKey's (a test checks the twins agree).
      page = page.where(sql<SqlBool>`(sort_key, id) > (${nameSortKey(cursor.name)}::text collate "C", ${cursor._id.toLowerCase()}::uuid)`);
    }
    return Promise.all([
      page.orderBy('sort_key').orderBy('id').limit(query.limit + 1).execute(),
      trx.selectFrom('users').where(matching).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
  });
  const more = rows.length > query.limit;
  const pageRows = more ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  return {
    kind: 'page',
    page: {
      list: pageRows.map(toRestUser),
      totalCount: Number(count.n),
      nextCursor: more && last ? userCursor({ name: last.name, _id: last.id }) : null,
    },
  };
}

export type DeleteUserResult = { kind: 'deleted'; user: UserDeleted } | { kind: 'notFound' } | { kind: 'self' };

/**
 * POST /api/cms/user/delete/{id} (D10): marks the user deleted in one transaction, the row locked between the
 * check and the write (two administrators deleting at once: the second finds it deleted, 404). The row stays, so
 * their client configurations keep their salon (salon_id refers to it). The authentication guard reads the user on
 * every request, so their tokens answer 401 from the next call on.
 */
export async function deleteUser(db: Kysely<Database>, viewer: Pick<UserRow, 'id' | 'is_admin'>, id: string): Promise<DeleteUserResult> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('users').select(['id', 'name', 'is_deleted']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.is_deleted) return { kind: 'notFound' };
    // The route admits administrators only (D14); what remains of the rule is "not themself".
    if (!canDeleteUser({ _id: viewer.id, isAdmin: viewer.is_admin }, { _id: row.id, isDeleted: row.is_deleted })) return { kind: 'self' };
    await markUserDeleted(trx, row.id);
    return { kind: 'deleted', user: { _id: row.id, name: row.name } };
  });
}

// ---- Edit a user (D28) ----

export type UpdateUserResult = { kind: 'updated'; user: User } | { kind: 'notFound' } | { kind: 'invalid'; error: z.ZodError };

/**
 * PATCH /api/cms/user/update/{id}: the name, city and salon fields, by the create rules for the user as stored (a
 * salon or not), in one transaction with the row locked between that read and the write. The e-mail, password,
 * roles and deletion stay; an unknown or deleted user is not found (D10).
 */
export async function updateUser(db: Kysely<Database>, id: string, fields: UserEditFields): Promise<UpdateUserResult> {
  if (!isUuid(id)) return { kind: 'notFound' };
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('users').select(['id', 'is_salon', 'is_deleted']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.is_deleted) return { kind: 'notFound' };
    const parsed = userEditSchema(row.is_salon).safeParse(fields);
    if (!parsed.success) return { kind: 'invalid', error: parsed.error };
    const { name, city, ...salon } = parsed.data;
    const salonColumns =
      'salonName' in salon ? { salon_name: salon.salonName, salon_phone: salon.salonPhone, salon_address: salon.salonAddress } : {};
    const updated = await trx
      .updateTable('users')
      .set({ name, city, ...salonColumns, updated_at: new Date() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'updated', user: toRestUser(updated) };
  });
}

/**
 * Writes a profile back as it was (a history revert): the name, city and salon fields, of a user not deleted since.
 * Answers whether it was written.
 */
export async function updateUserProfileFields(
  db: Kysely<Database>,
  id: string,
  profile: { name: string; city: string; salonName: string | null; salonPhone: string | null; salonAddress: string | null },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const written = await db
    .updateTable('users')
    .set({ name: profile.name, city: profile.city, salon_name: profile.salonName, salon_phone: profile.salonPhone, salon_address: profile.salonAddress, updated_at: new Date() })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return Number(written.numUpdatedRows) > 0;
}

// ---- Change password ----

/**
 * Sets a new password hash and moves the user's session version on, so every token issued before (D10's rule for
 * deleted users, applied to a changed password) is refused from now on. Undefined for an unknown or deleted user.
 */
export async function changeUserPassword(db: Kysely<Database>, id: string, passwordHash: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}
