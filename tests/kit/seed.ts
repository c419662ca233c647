import { randomBytes } from 'node:crypto';
import type { User } from '@meble/domain/user';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../api/src/auth/password.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { insertUser, toRestUser, type NewUser } from '../../api/src/users/repository.ts';

export const DEFAULT_TEST_PASSWORD = 'Testowe123!';

export interface SeededUser {
  /** As the REST API answers it. */
  user: User;
  email: string;
  /** The plain password, to sign in with. */
  password: string;
}

// scrypt at N = 2^17 costs about 0.3 s: hash each distinct password once per worker.
const hashes = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `user-${counter}-${randomBytes(3).toString('hex')}@example.test`;
}

export class UserBuilder {
  readonly #db: Kysely<Database>;
  #user: NewUser;
  #password = DEFAULT_TEST_PASSWORD;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#user = { name: 'Jan Testowy', email: uniqueEmail(), city: 'Poznań' };
  }

  admin(): this {
    this.#user = { ...this.#user, isAdmin: true, name: 'Administrator Testowy' };
    return this;
  }

  salon(salonName = 'Salon Testowy'): this {
    this.#user = {
      ...this.#user,
      isSalon: true,
      name: salonName,
      salonName,
      salonPhone: '+48 600 100 200',
      salonAddress: 'ul. Długa 1, 61-001 Poznań',
    };
    return this;
  }

  deleted(): this {
    this.#user = { ...this.#user, isDeleted: true };
    return this;
  }

  email(email: string): this {
    this.#user = { ...this.#user, email };
    return this;
  }

  name(name: string): this {
    this.#user = { ...this.#user, name };
    return this;
  }

  password(password: string): this {
    this.#password = password;
    return this;
  }

  async create(): Promise<SeededUser> {
    const row = await insertUser(this.#db, this.#user, await cachedHash(this.#password));
    return { user: toRestUser(row), email: row.email, password: this.#password };
  }
}

/** The test kit: `await seed(db).user().salon('Salon X').create()`. */
export function seed(db: Kysely<Database>) {
  return {
    /** A user; a plain user with neither role unless admin() or salon() is called. */
    user: () => new UserBuilder(db),
    /** Soft delete, as the product does it (D10). */
    async deleteUser(id: string): Promise<void> {
      await db.updateTable('users').set({ is_deleted: true, updated_at: new Date() }).where('id', '=', id).execute();
    },
    /** Removes the row altogether, for "a token of a user that no longer exists". */
    async removeUser(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
    async passwordHashOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },
  };
}
export type TestKit = ReturnType<typeof seed>;
