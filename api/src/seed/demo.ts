import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/schema.ts';
import type { NewUser } from '../users/repository.ts';

export interface DemoAccount extends NewUser {
  email: string;
  password: string;
  role: 'admin' | 'salon';
}

/** Printed at start-up on the embedded default; never use these outside a demo. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@example.com',
    password: 'Admin12345!',
    name: 'Administrator',
    city: 'Warszawa',
    isAdmin: true,
  },
  {
    role: 'salon',
    email: 'salon1@example.com',
    password: 'Salon12345!',
    name: 'Salon Kraków',
    city: 'Kraków',
    isSalon: true,
    salonName: 'Salon Meblowy Kraków',
    salonPhone: '+48 12 345 67 89',
    salonAddress: 'ul. Floriańska 12, 31-019 Kraków',
  },
  {
    role: 'salon',
    email: 'salon2@example.com',
    password: 'Salon12345!',
    name: 'Salon Łódź',
    city: 'Łódź',
    isSalon: true,
    salonName: 'Meble Wygodne Łódź',
    salonPhone: '+48 42 630 11 22',
    salonAddress: 'ul. Piotrkowska 150, 90-063 Łódź',
  },
];

/**
 * Adds the demo accounts that are missing (looked up by e-mail) and refreshes their profile fields;
 * an existing account's password is never touched, so a changed demo password survives re-seeding.
 */
export async function seedDemo(db: Kysely<Database>): Promise<{ created: string[]; updated: string[] }> {
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };

  const created: string[] = [];
  const updated: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) {
      await db
        .updateTable('users')
        .set({
          name: account.name,
          city: account.city ?? '',
          is_admin: account.isAdmin ?? false,
          is_salon: account.isSalon ?? false,
          salon_name: account.salonName ?? null,
          salon_phone: account.salonPhone ?? null,
          salon_address: account.salonAddress ?? null,
          updated_at: new Date(),
        })
        .where('id', '=', existing.id)
        .execute();
      updated.push(account.email);
      continue;
    }
    // A concurrent seeder may insert the same e-mail first; the unique index makes that a no-op here.
    const hash = await hashOf(account.password);
    const inserted = await db
      .insertInto('users')
      .values({
        name: account.name,
        email: account.email,
        city: account.city ?? '',
        password_hash: hash,
        is_admin: account.isAdmin ?? false,
        is_salon: account.isSalon ?? false,
        salon_name: account.salonName ?? null,
        salon_phone: account.salonPhone ?? null,
        salon_address: account.salonAddress ?? null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) created.push(account.email);
  }
  return { created, updated };
}
