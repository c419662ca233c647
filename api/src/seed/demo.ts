import { percentToTenths } from '@meble/domain/discount';
import { slugify } from '@meble/domain/slug';
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

export interface DemoCollection {
  name: string;
  description: string;
  /** Whole percent (D2); stored ×10. */
  discountPercent: number;
  isActive: boolean;
  /** Element categories: [name, name_en]; displayOrd follows the order. */
  elementCategories: readonly (readonly [string, string])[];
}

export interface DemoCollectionCategory {
  name: string;
  collections: readonly DemoCollection[];
}

/** The demo catalogue: `manhattan` is the default current collection (D7). */
export const DEMO_CATALOGUE: readonly DemoCollectionCategory[] = [
  {
    name: 'Narożniki',
    collections: [
      {
        name: 'Manhattan',
        description:
          'Modułowy narożnik o prostej, miejskiej linii. Głębokie siedziska z pianki wysokoelastycznej, ' +
          'regulowane zagłówki i szeroki wybór modułów pozwalają zestawić układ do każdego salonu.',
        discountPercent: 5,
        isActive: true,
        elementCategories: [
          ['Moduły narożne', 'Corner modules'],
          ['Siedziska', 'Seats'],
          ['Podłokietniki', 'Armrests'],
          ['Pufy', 'Poufs'],
          ['Zagłówki', 'Headrests'],
        ],
      },
      {
        name: 'Bristol',
        description:
          'Narożnik z funkcją spania i pojemnikiem na pościel. Miękkie oparcia z kulką silikonową, ' +
          'nóżki z litego dębu; sprawdzi się w salonie i w pokoju gościnnym.',
        discountPercent: 10,
        isActive: true,
        elementCategories: [
          ['Moduły narożne', 'Corner modules'],
          ['Siedziska', 'Seats'],
          ['Podłokietniki', 'Armrests'],
        ],
      },
      {
        name: 'Łódź Loft',
        description:
          'Industrialny narożnik na metalowych płozach, inspirowany fabrycznymi wnętrzami Łodzi. ' +
          'Kolekcja wycofywana: dostępna do wyczerpania zapasów.',
        discountPercent: 0,
        isActive: false,
        elementCategories: [
          ['Moduły narożne', 'Corner modules'],
          ['Siedziska', 'Seats'],
          ['Oparcia', 'Backrests'],
          ['Podłokietniki', 'Armrests'],
        ],
      },
    ],
  },
  {
    name: 'Sofy i kanapy',
    collections: [
      {
        name: 'Sorrento',
        description:
          'Klasyczna sofa dwu- i trzyosobowa z wysokim oparciem i pikowanymi poduchami. ' +
          'Stelaż z drewna bukowego, sprężyny faliste i pianka o podwyższonej gęstości.',
        discountPercent: 0,
        isActive: true,
        elementCategories: [
          ['Sofy', 'Sofas'],
          ['Poduchy oparciowe', 'Back cushions'],
          ['Podłokietniki', 'Armrests'],
        ],
      },
      {
        name: 'Kraków Lux',
        description:
          'Kanapa rozkładana w systemie „DL” z pojemnikiem na pościel. Zdejmowane pokrowce ułatwiają ' +
          'pielęgnację, a szerokie podłokietniki służą jako półka.',
        discountPercent: 5,
        isActive: true,
        elementCategories: [
          ['Kanapy', 'Couches'],
          ['Podłokietniki', 'Armrests'],
          ['Poduszki dekoracyjne', 'Decorative pillows'],
          ['Nóżki', 'Legs'],
        ],
      },
    ],
  },
  {
    name: 'Fotele i pufy',
    collections: [
      {
        name: 'Żurawina',
        description:
          'Fotel uszak z podnóżkiem, obity miękkim welurem. Wysokie oparcie podpiera głowę, ' +
          'a drewniane nogi toczone ręcznie nadają mu ponadczasowy charakter.',
        discountPercent: 10,
        isActive: true,
        elementCategories: [
          ['Fotele', 'Armchairs'],
          ['Pufy', 'Poufs'],
          ['Podnóżki', 'Footrests'],
        ],
      },
      {
        name: 'Oslo',
        description:
          'Skandynawski fotel i pufa o zaokrąglonych kształtach. Lekka konstrukcja na stożkowych nóżkach, ' +
          'siedzisko z pianki o pamięci kształtu.',
        discountPercent: 0,
        isActive: false,
        elementCategories: [
          ['Fotele', 'Armchairs'],
          ['Pufy', 'Poufs'],
          ['Siedziska', 'Seats'],
        ],
      },
    ],
  },
];

/** Spec part 2 §3 "Equipment", in display order. */
export const DEMO_EQUIPMENT: readonly string[] = [
  'Funkcja spania',
  'Pojemnik na pościel',
  'Regulowany zagłówek',
  'Regulowane podłokietniki',
  'Funkcja relaks',
  'Ładowarka USB',
  'Półka drewniana',
];

/**
 * Adds the demo catalogue in one transaction unless collections already exist (then it is the operator's
 * data and stays untouched); equipment entries that are missing are added either way. True when it wrote collections.
 */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('equipment')
      .values(DEMO_EQUIPMENT.map((name, i) => ({ name, display_ord: i + 1 })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();

    if (await trx.selectFrom('collections').select('id').limit(1).executeTakeFirst()) return false;

    let seeded = false;
    for (const [index, category] of DEMO_CATALOGUE.entries()) {
      const slug = slugify(category.name);
      await trx
        .insertInto('collection_categories')
        .values({ name: category.name, slug, display_ord: index + 1 })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      const { id: categoryId } = await trx.selectFrom('collection_categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();

      for (const collection of category.collections) {
        // A concurrent seeder may have inserted it first: then that one adds its element categories.
        const inserted = await trx
          .insertInto('collections')
          .values({
            name: collection.name,
            slug: slugify(collection.name),
            description: collection.description,
            category_id: categoryId,
            discount: percentToTenths(collection.discountPercent),
            is_active: collection.isActive,
          })
          .onConflict((oc) => oc.column('slug').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) continue;
        seeded = true;
        await trx
          .insertInto('element_categories')
          .values(
            collection.elementCategories.map(([name, nameEn], i) => ({
              collection_id: inserted.id,
              name,
              name_en: nameEn,
              display_ord: i + 1,
            })),
          )
          .execute();
      }
    }
    return seeded;
  });
}

/**
 * Adds the demo accounts that are missing (looked up by e-mail) and refreshes their profile fields;
 * an existing account's password is never touched, so a changed demo password survives re-seeding.
 * Then the demo catalogue (see seedDemoCatalogue).
 */
export async function seedDemo(
  db: Kysely<Database>,
): Promise<{ created: string[]; updated: string[]; catalogueSeeded: boolean }> {
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
  const catalogueSeeded = await seedDemoCatalogue(db);
  return { created, updated, catalogueSeeded };
}
