import { normalizeEmail } from '@meble/domain/auth';
import type { User } from '@meble/domain/user';
import type { Kysely } from 'kysely';
import { createPasswordHasher, type PasswordHasher } from '../auth/password.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/ids.ts';
import { inTransaction } from '../db/transaction.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a uuid is simply unknown (PostgreSQL would reject it with an error). */
function isUserId(id: string): boolean {
  return UUID.test(id);
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  if (!isUserId(id)) return undefined;
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

/** Inserts a user with an already computed hash (callers hash once per distinct password). */
export async function insertUser(db: Kysely<Database>, user: NewUser, passwordHash: string): Promise<UserRow> {
  return db
    .insertInto('users')
    .values(userColumns(user, passwordHash))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Hashes at the production cost unless `passwords` says otherwise. */
export async function createUser(
  db: Kysely<Database>,
  user: NewUser & { password: string },
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<UserRow> {
  return insertUser(db, user, await passwords.hash(user.password));
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

/** For seeders: inserts unless the e-mail is taken (a concurrent seeder may insert it first); undefined then. */
export async function insertUserUnlessEmailTaken(db: Kysely<Database>, user: NewUser, passwordHash: string): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(userColumns(user, passwordHash))
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
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

// ---- Create user and change password (issue 12) ----

/** A salon user as the create-user rules made it (D15: salon, not an administrator, not deleted). */
export type NewSalonUser = Required<Pick<NewUser, 'name' | 'email' | 'city' | 'salonName' | 'salonPhone' | 'salonAddress'>>;

/**
 * Inserts the user unless the e-mail (normalised) is taken, in one transaction; a concurrent insert of the same
 * e-mail is refused by the unique index and answered the same way ('taken').
 */
export async function insertSalonUser(db: Kysely<Database>, user: NewSalonUser, passwordHash: string): Promise<UserRow | 'taken'> {
  try {
    return await inTransaction(db, async (trx) => {
      if (await findUserByEmail(trx, user.email)) return 'taken' as const;
      return insertUser(trx, { ...user, isSalon: true, isAdmin: false, isDeleted: false }, passwordHash);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Sets a new password hash and moves the user's session version on, so every token issued before (D10's rule for
 * deleted users, applied to a changed password) is refused from now on. Undefined for an unknown or deleted user.
 */
export async function changeUserPassword(db: Kysely<Database>, id: string, passwordHash: string): Promise<UserRow | undefined> {
  if (!isUserId(id)) return undefined;
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}
