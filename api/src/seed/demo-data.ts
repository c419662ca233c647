// The demo data as constants (accounts, catalogue, elements, kits, client configurations), apart from the code that
// writes it (demo.ts). tests/api/demo-seed.test.ts and the end-to-end tests rely on it: change it with them.
import { PRICE_GROUPS, type PriceGroup } from '@meble/domain/catalog';
import { formatPrice } from '@meble/domain/money';
import { slugify } from '@meble/domain/slug';
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
    salonAddress: 'ul. Floriańska 12, Kraków',
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
    salonAddress: 'ul. Piotrkowska 150, Łódź',
  },
  // Two more salons for the users list (no client configurations of their own: one can be deleted in a demo).
  {
    role: 'salon',
    email: 'salon3@example.com',
    password: 'Salon12345!',
    name: 'Salon Gdańsk',
    city: 'Gdańsk',
    isSalon: true,
    salonName: 'Meble Bałtyk Gdańsk',
    salonPhone: '+48 58 301 22 33',
    salonAddress: 'ul. Długa 45, 80-827 Gdańsk',
  },
  {
    role: 'salon',
    email: 'salon4@example.com',
    password: 'Salon12345!',
    name: 'Salon Poznań',
    city: 'Poznań',
    isSalon: true,
    salonName: 'Komfort Meble Poznań',
    salonPhone: '+48 61 852 40 10',
    salonAddress: 'ul. Półwiejska 28, Poznań',
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
 * A demo element: [category index in its collection, name, connect (D6), angle, dimb | null, dx, dy, dz (cm),
 * price A in whole złoty, equipment names]. Prices B–I rise from A by 7% a group (D1: stored in grosze).
 */
export type DemoElement = readonly [number, string, 'a' | 'l' | 'r', number, number | null, number, number, number, number, readonly string[]];

/** Keyed by collection name; `Manhattan` (D7) gets a full set of modules, corners, armrests, poufs and headrests. */
export const DEMO_ELEMENTS: Readonly<Record<string, readonly DemoElement[]>> = {
  Manhattan: [
    [0, 'Narożnik lewy 90°', 'r', 90, null, 100, 100, 85, 2890, []],
    [0, 'Narożnik prawy 90°', 'l', 90, null, 100, 100, 85, 2890, []],
    [0, 'MAN-NL90', 'r', 90, null, 105, 105, 85, 3190, ['Pojemnik na pościel']],
    [0, 'MAN-NP90', 'l', 90, null, 105, 105, 85, 3190, ['Pojemnik na pościel']],
    [0, 'Narożnik zaokrąglony 45°', 'a', 45, 70, 110, 110, 85, 3490, []],
    [0, 'MAN-NO135', 'a', 135, 80, 120, 95, 85, 3690, []],
    [0, 'Narożnik z funkcją spania', 'r', 90, null, 110, 110, 85, 4290, ['Funkcja spania', 'Pojemnik na pościel']],
    [1, 'Moduł 1-osobowy', 'a', 90, null, 80, 95, 85, 1690, []],
    [1, 'Moduł 2-osobowy', 'a', 90, null, 160, 95, 85, 2790, []],
    [1, 'Moduł 3-osobowy', 'a', 90, null, 220, 95, 85, 3590, []],
    [1, 'Moduł 2-osobowy z funkcją spania', 'a', 90, null, 165, 95, 85, 3990, ['Funkcja spania']],
    [1, 'Moduł 3-osobowy rozkładany', 'a', 90, null, 225, 100, 85, 4690, ['Funkcja spania', 'Pojemnik na pościel']],
    [1, 'Leżanka lewa', 'r', 90, null, 95, 165, 85, 3290, ['Pojemnik na pościel']],
    [1, 'Leżanka prawa', 'l', 90, null, 95, 165, 85, 3290, ['Pojemnik na pościel']],
    [1, 'MAN-S1R', 'a', 90, null, 80, 95, 85, 2190, ['Funkcja relaks']],
    [1, 'Moduł klinowy 30°', 'a', 30, 45, 70, 95, 85, 1990, []],
    [2, 'Podłokietnik lewy wąski', 'r', 90, null, 15, 95, 65, 490, []],
    [2, 'Podłokietnik prawy wąski', 'l', 90, null, 15, 95, 65, 490, []],
    [2, 'Podłokietnik lewy szeroki', 'r', 90, null, 30, 95, 65, 690, ['Półka drewniana']],
    [2, 'Podłokietnik prawy szeroki', 'l', 90, null, 30, 95, 65, 690, ['Półka drewniana']],
    [2, 'MAN-PU-USB', 'l', 90, null, 25, 95, 65, 890, ['Ładowarka USB', 'Regulowane podłokietniki']],
    [3, 'Pufa kwadratowa', 'a', 90, null, 80, 80, 45, 790, []],
    [3, 'Pufa prostokątna', 'a', 90, null, 120, 60, 45, 990, ['Pojemnik na pościel']],
    [3, 'Pufa okrągła', 'a', 90, null, 70, 70, 45, 890, []],
    [4, 'Zagłówek regulowany', 'a', 90, null, 60, 20, 25, 390, ['Regulowany zagłówek']],
    [4, 'Zagłówek stały', 'a', 90, null, 60, 15, 20, 290, []],
  ],
  Bristol: [
    [0, 'Narożnik lewy z pojemnikiem', 'r', 90, null, 100, 100, 90, 3390, ['Pojemnik na pościel']],
    [1, 'Moduł 2-osobowy rozkładany', 'a', 90, null, 160, 95, 90, 3890, ['Funkcja spania']],
    [2, 'Podłokietnik szeroki', 'a', 90, null, 28, 95, 62, 590, []],
  ],
  'Łódź Loft': [
    [0, 'Narożnik industrialny 90°', 'l', 90, null, 100, 100, 80, 3590, []],
    [1, 'Siedzisko pojedyncze', 'a', 90, null, 85, 100, 80, 1890, []],
    [2, 'Oparcie pikowane', 'a', 90, null, 85, 20, 45, 690, []],
  ],
  Sorrento: [
    [0, 'Sofa 3-osobowa', 'a', 90, null, 210, 95, 95, 4590, []],
    [0, 'Sofa 2-osobowa', 'a', 90, null, 170, 95, 95, 3890, []],
    [1, 'Poducha oparciowa', 'a', 90, null, 60, 20, 50, 290, []],
  ],
  'Kraków Lux': [
    [0, 'Kanapa rozkładana DL', 'a', 90, null, 200, 100, 92, 3490, ['Funkcja spania', 'Pojemnik na pościel']],
    [1, 'Podłokietnik z półką', 'a', 90, null, 25, 100, 65, 590, ['Półka drewniana']],
    [2, 'Poduszka dekoracyjna 45×45', 'a', 90, null, 45, 15, 45, 120, []],
  ],
  Żurawina: [
    [0, 'Fotel uszak', 'a', 90, null, 85, 90, 110, 2490, []],
    [1, 'Pufa okrągła', 'a', 90, null, 50, 50, 44, 590, []],
    [2, 'Podnóżek', 'a', 90, null, 55, 45, 42, 690, []],
  ],
  Oslo: [
    [0, 'Fotel skandynawski', 'a', 90, null, 75, 80, 85, 1990, []],
    [1, 'Pufa', 'a', 90, null, 45, 45, 42, 490, []],
  ],
};

/** A demo kit (spec part 2 §3 "Kit"): its elements by name, in the kit's order (a name may repeat: two middle modules). */
export interface DemoKit {
  name: string;
  tinydesc: string;
  isActive: boolean;
  elements: readonly string[];
}

/** Keyed by collection name; ord follows the order (1…). Every name is one of the collection's DEMO_ELEMENTS. */
export const DEMO_KITS: Readonly<Record<string, readonly DemoKit[]>> = {
  Manhattan: [
    {
      name: 'Sofa 3-osobowa',
      tinydesc: 'Trzy moduły 1-osobowe z wąskimi podłokietnikami',
      isActive: true,
      elements: ['Podłokietnik lewy wąski', 'Moduł 1-osobowy', 'Moduł 1-osobowy', 'Moduł 1-osobowy', 'Podłokietnik prawy wąski'],
    },
    {
      name: 'Narożnik lewy z pufą',
      tinydesc: 'Narożnik lewy, sofa 2-osobowa i pufa kwadratowa',
      isActive: true,
      elements: ['Narożnik lewy 90°', 'Moduł 2-osobowy', 'Podłokietnik prawy szeroki', 'Pufa kwadratowa'],
    },
    {
      name: 'Zestaw wypoczynkowy U',
      tinydesc: 'Dwie leżanki, dwa narożniki i moduł 3-osobowy',
      isActive: true,
      elements: ['Leżanka lewa', 'Narożnik lewy 90°', 'Moduł 3-osobowy', 'Narożnik prawy 90°', 'Leżanka prawa'],
    },
    {
      name: 'Sofa 2-osobowa z funkcją spania',
      tinydesc: 'Moduł rozkładany i szerokie podłokietniki z półką',
      isActive: true,
      elements: ['Podłokietnik lewy szeroki', 'Moduł 2-osobowy z funkcją spania', 'Podłokietnik prawy szeroki'],
    },
    {
      name: 'Narożnik relaks z zagłówkami',
      tinydesc: 'Dwa moduły relaks, regulowane zagłówki, port USB',
      isActive: false,
      elements: ['Narożnik lewy 90°', 'MAN-S1R', 'MAN-S1R', 'MAN-PU-USB', 'Zagłówek regulowany', 'Zagłówek regulowany'],
    },
  ],
};

/** Grosze for each price group: A as given, each next group 7% more, rounded to whole złoty. */
export function demoPrices(priceAZloty: number): Record<PriceGroup, number> {
  return Object.fromEntries(PRICE_GROUPS.map((group, i) => [group, Math.round(priceAZloty * (1 + 0.07 * i)) * 100])) as Record<PriceGroup, number>;
}

/** Kits customers put together in the other demo collections (Manhattan's customers start from its DEMO_KITS). */
const DEMO_CONFIGURATION_KITS: Readonly<Record<string, readonly { name: string; elements: readonly string[] }[]>> = {
  Bristol: [{ name: 'Narożnik z funkcją spania', elements: ['Narożnik lewy z pojemnikiem', 'Moduł 2-osobowy rozkładany', 'Podłokietnik szeroki'] }],
  'Łódź Loft': [{ name: 'Narożnik industrialny', elements: ['Narożnik industrialny 90°', 'Siedzisko pojedyncze', 'Siedzisko pojedyncze', 'Oparcie pikowane'] }],
  Sorrento: [
    { name: 'Sofa 3-osobowa z poduchami', elements: ['Sofa 3-osobowa', 'Poducha oparciowa', 'Poducha oparciowa', 'Poducha oparciowa'] },
    { name: 'Sofa 2-osobowa', elements: ['Sofa 2-osobowa', 'Poducha oparciowa', 'Poducha oparciowa'] },
  ],
  'Kraków Lux': [{ name: 'Kanapa z półkami', elements: ['Podłokietnik z półką', 'Kanapa rozkładana DL', 'Podłokietnik z półką', 'Poduszka dekoracyjna 45×45'] }],
  Żurawina: [{ name: 'Fotel uszak z podnóżkiem', elements: ['Fotel uszak', 'Podnóżek'] }],
};

/**
 * Fabrics as the configurator names them (the demo catalogue's fabrics, demo-fabrics.ts, so the details screen links
 * each line to its fabric), each with its family's price group (index into PRICE_GROUPS).
 */
const DEMO_FABRICS: readonly (readonly [string, number])[] = [
  ['Tkanina Monolith 84 Grafitowy', 1],
  ['Tkanina Tedi 01 Kremowy', 4],
  ['Szenil Poso 27 Ceglasty', 2],
  ['Tkanina Riva 15 Szara', 0],
  ['Ekoskóra Soft 11 Brązowy', 6],
  ['Tkanina Monolith 04 Beżowy', 1],
];
const DEMO_WOODS = ['Dąb naturalny', 'Orzech amerykański', 'Dąb bielony', 'Buk wędzony'] as const;
const DEMO_PILLOWS = ['Pianka HR', 'Pianka HR z nakładką puchową', 'Sprężyny kieszeniowe'] as const;
const DEMO_CUSTOMERS = [
  'Anna Kowalska', 'Piotr Nowak', 'Katarzyna Wiśniewska', 'Tomasz Wójcik', 'Magdalena Kamińska', 'Michał Lewandowski',
  'Agnieszka Zielińska', 'Krzysztof Szymański', 'Joanna Woźniak', 'Paweł Dąbrowski', 'Ewa Kozłowska', 'Marcin Jankowski',
  'Aleksandra Mazur', 'Jakub Krawczyk', 'Monika Piotrowska', 'Łukasz Grabowski', 'Natalia Pawłowska', 'Grzegorz Michalski',
  'Karolina Król', 'Bartosz Wieczorek', 'Zofia Jabłońska', 'Wojciech Nowakowski', 'Małgorzata Majewska',
] as const;
/** Most designs are Manhattan's (D7, the default collection); every fifth is another collection's. */
const DEMO_CONFIGURATION_COLLECTIONS = ['Bristol', 'Sorrento', 'Kraków Lux', 'Żurawina', 'Łódź Loft'] as const;
export const DEMO_CONFIGURATION_COUNT = 60;

/**
 * Demo configuration `index` as the configurator would send it (configurationIntakeSchema's input), from index
 * arithmetic alone: salons salon1, salon2 and none in turn, Polish customers, kits of real demo elements (so every
 * line resolves to its catalogue element), prices in the fabric's price group, the total their sum (D1). Each line's
 * icon is `iconOf` its element: the stored icon the demo catalogue names, where the seed has one.
 */
export function demoConfigurationIntake(
  index: number,
  salonIds: readonly [string | null, string | null],
  iconOf: (collectionName: string, elementName: string) => string = (collectionName, elementName) => `ikony/${slugify(collectionName)}-${slugify(elementName)}.svg`,
) {
  const collectionName = index % 5 === 4 ? DEMO_CONFIGURATION_COLLECTIONS[Math.floor(index / 5) % DEMO_CONFIGURATION_COLLECTIONS.length]! : 'Manhattan';
  const elements = new Map((DEMO_ELEMENTS[collectionName] ?? []).map((element) => [element[1], element]));
  const equipmentOf = (names: readonly string[]) => names.join(', ');
  const choices = collectionName === 'Manhattan' ? DEMO_KITS.Manhattan!.filter((kit) => kit.isActive) : (DEMO_CONFIGURATION_KITS[collectionName] ?? []);
  const kitCount = Math.min(choices.length, 1 + (index % 7 === 0 ? 2 : index % 3 === 0 ? 1 : 0));
  const kits = Array.from({ length: kitCount }, (_, k) => {
    const kit = choices[(index + k) % choices.length]!;
    const [fabric, group] = DEMO_FABRICS[(index + k) % DEMO_FABRICS.length]!;
    const wood = DEMO_WOODS[(index + 2 * k) % DEMO_WOODS.length]!;
    const pillow = DEMO_PILLOWS[(index + k) % DEMO_PILLOWS.length]!;
    const lines = kit.elements.map((name) => {
      const element = elements.get(name);
      if (!element) throw new Error(`the demo configuration kit ${kit.name} names ${name}, missing from DEMO_ELEMENTS.${collectionName}`);
      const [, , , , , , , , priceA, equipment] = element;
      const price = Object.values(demoPrices(priceA))[group]!;
      return {
        line: {
          meshId: name,
          displayName: name,
          displayIcon: iconOf(collectionName, name),
          displayMaterial: fabric,
          displayEquipment: equipmentOf(equipment),
          displayWoodMaterial: wood,
          displayPillowMaterial: pillow,
          displayPrice: formatPrice(price),
        },
        price,
        element,
      };
    });
    // Overall size: the widths of the row side by side (cushions, poufs and footrests, 50 cm high or less, stand
    // on or in front of it), the deepest element's depth.
    const width = lines.reduce((sum, { element }) => sum + (element[7] > 50 ? element[5] : 0), 0);
    const depth = Math.max(...lines.map(({ element }) => element[6]));
    return {
      id: `kit-${index + 1}-${k + 1}`,
      name: kit.name,
      displayWidth: `${width} cm`,
      displayDepth: `${depth} cm`,
      displayTotalPrice: formatPrice(lines.reduce((sum, { price }) => sum + price, 0)),
      elements: lines.map(({ line }) => line),
    };
  });
  const customer = DEMO_CUSTOMERS[(index * 7) % DEMO_CUSTOMERS.length]!;
  return {
    cSlug: slugify(collectionName),
    salon: salonIds[index % 3] ?? null,
    customerEmail: `${slugify(customer).replace('-', '.')}@example.pl`,
    kits,
  };
}

/** Demo configuration `index` was saved this long before the seeding: about two days apart, at varied hours. */
export const demoConfigurationAgeMs = (index: number): number => (index * 2 * 24 * 60 + ((index * 7) % 11) * 60 + ((index * 13) % 60)) * 60_000 + 3_600_000;
