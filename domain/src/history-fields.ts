import { CONNECTION_CODES, FINISH_KIND_PARTS, FINISH_TYPES } from './catalog.ts';
import type { RecordKind } from './history.ts';
import { formatPrice } from './money.ts';

/**
 * How the history names each field of a record in Polish, and how it shows its values: as the record's own screen
 * does (prices in zł, discounts in %). A field without a label is shown by its REST name.
 */
export type FieldFormat = 'text' | 'money' | 'percent' | 'tenthsPercent' | 'yesNo' | 'list' | 'number' | 'connect' | 'finishType' | 'finishKind' | 'reference';

export interface FieldLabel {
  label: string;
  format: FieldFormat;
}

const f = (label: string, format: FieldFormat = 'text'): FieldLabel => ({ label, format });

const PRICE_LABELS = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((group) => [`price${group}`, f(`Cena ${group}`, 'money')]));

export const HISTORY_FIELDS: Record<RecordKind, Record<string, FieldLabel>> = {
  collection: {
    name: f('Nazwa'),
    slug: f('Slug'),
    description: f('Opis'),
    category_slug: f('Kategoria kolekcji'),
    discount: f('Rabat', 'tenthsPercent'),
    thumbUrl: f('Zdjęcie główne'),
    isActive: f('Aktywna', 'yesNo'),
    fabricFamilies: f('Rodziny tkanin', 'list'),
    defaultFabric: f('Domyślna tkanina', 'list'),
    legFinishes: f('Wybarwienia nóżek', 'list'),
    elementFinishes: f('Wybarwienia elementów', 'list'),
  },
  elementCategory: {
    name: f('Nazwa'),
    name_en: f('Nazwa (EN)'),
    displayOrd: f('Kolejność', 'number'),
    collectionSlug: f('Kolekcja'),
    available: f('Dostępna', 'yesNo'),
  },
  element: {
    name: f('Indeks'),
    file: f('Plik modelu'),
    thumbUrl: f('Ikona'),
    categoryId: f('Kategoria', 'reference'),
    collectionSlug: f('Kolekcja'),
    available: f('Dostępny', 'yesNo'),
    isDefault: f('Domyślny', 'yesNo'),
    connect: f('Łączenie', 'connect'),
    angle: f('Kąt', 'number'),
    dimb: f('Wymiar B', 'number'),
    dx: f('Szerokość', 'number'),
    dy: f('Wysokość', 'number'),
    dz: f('Głębokość', 'number'),
    description: f('Opis'),
    descriptionEn: f('Opis (EN)'),
    tinydesc: f('Krótki opis'),
    tinydescEn: f('Krótki opis (EN)'),
    ...PRICE_LABELS,
    displayOrd: f('Kolejność', 'number'),
    equipment: f('Wyposażenie', 'list'),
    discount: f('Rabat', 'percent'),
  },
  kit: {
    name: f('Nazwa'),
    tinydesc: f('Krótki opis'),
    ord: f('Kolejność', 'number'),
    cSlug: f('Kolekcja'),
    isActive: f('Widoczny', 'yesNo'),
    thumbUrl: f('Miniatura'),
    elements: f('Elementy', 'list'),
  },
  translation: { key: f('Klucz'), pl: f('Tekst PL'), en: f('Tekst EN') },
  user: {
    name: f('Imię i nazwisko'),
    email: f('E-mail'),
    city: f('Miasto'),
    isAdmin: f('Administrator', 'yesNo'),
    isSalon: f('Salon', 'yesNo'),
    isDeleted: f('Usunięty', 'yesNo'),
    salonName: f('Nazwa salonu'),
    salonPhone: f('Telefon salonu'),
    salonAddress: f('Adres salonu'),
    password: f('Hasło'),
  },
  clientConfiguration: {
    salon: f('Salon', 'reference'),
    cSlug: f('Kolekcja'),
    customerEmail: f('E-mail klienta'),
    kits: f('Zestawy', 'list'),
    createdAt: f('Zapisano'),
    urlSlug: f('Adres'),
  },
  file: {
    name: f('Nazwa'),
    originalname: f('Nazwa oryginalna'),
    size: f('Rozmiar', 'number'),
    sha256: f('SHA-256'),
    contentType: f('Typ zawartości'),
  },
  fabricFamily: {
    name: f('Nazwa'),
    slug: f('Slug'),
    priceGroupSlug: f('Grupa cenowa'),
    discount: f('Rabat', 'percent'),
    isActive: f('Aktywna', 'yesNo'),
    descriptionPl: f('Opis PL'),
    descriptionEn: f('Opis EN'),
  },
  fabric: {
    name: f('Nazwa'),
    slug: f('Slug'),
    tcSlug: f('Rodzina tkanin'),
    fileUrl: f('Plik tkaniny'),
    thumbUrl: f('Próbka'),
    isActive: f('Aktywna', 'yesNo'),
    isDefault: f('Domyślna w rodzinie', 'yesNo'),
    colorCs: f('Kolory', 'list'),
    typeCs: f('Typy', 'list'),
    propertyCs: f('Właściwości', 'list'),
  },
  fabricParameter: {
    objectType: f('Rodzaj'),
    name: f('Nazwa'),
    slug: f('Slug'),
    rgb: f('Kolor (rgb)'),
    isActive: f('Aktywny', 'yesNo'),
    displayOrd: f('Kolejność', 'number'),
  },
  finish: {
    kind: f('Dla', 'finishKind'),
    name: f('Nazwa'),
    slug: f('Slug'),
    type: f('Rodzaj', 'finishType'),
    texture: f('Plik wybarwienia'),
    symbol: f('Symbol'),
    oldName: f('Stara nazwa'),
    legTextureName: f('Nazwa tekstury nóżek'),
  },
};

/** The Polish name of a field, or its REST name when the history has none for it. */
export function fieldLabel(kind: RecordKind, field: string): string {
  return HISTORY_FIELDS[kind][field]?.label ?? field;
}

/** The kinds of record in Polish, as the history screen's filter and its rows name them. */
export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  collection: 'Kolekcja',
  elementCategory: 'Kategoria elementów',
  element: 'Element',
  kit: 'Zestaw',
  translation: 'Tłumaczenie',
  user: 'Użytkownik',
  clientConfiguration: 'Konfiguracja klienta',
  file: 'Plik',
  fabricFamily: 'Rodzina tkanin',
  fabric: 'Tkanina',
  fabricParameter: 'Parametr tkanin',
  finish: 'Wybarwienie',
};

/** An empty value, as the history shows it. */
export const NO_VALUE = '—';

/** Text that a number's decimal point shows as a Polish comma ('70,5'). */
const polishNumber = (value: number): string => String(value).replace('.', ',');

/** An item of a recorded list: a text, or a record kept with its name (a kit's element), shown by that name. */
function listItemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string') return item.name;
  return JSON.stringify(item);
}

/** A recorded value as the record's own screen shows it: prices in zł, discounts in %, yes/no in Polish. */
export function formatHistoryValue(kind: RecordKind, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const format = HISTORY_FIELDS[kind][field]?.format ?? 'text';
  if (typeof value === 'number') {
    if (format === 'money') return formatPrice(value);
    if (format === 'percent') return `${value} %`;
    if (format === 'tenthsPercent') return `${polishNumber(value / 10)} %`;
    return polishNumber(value);
  }
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (format === 'connect' && typeof value === 'string') return CONNECTION_CODES.find((c) => c.code === value)?.name ?? value;
  if (format === 'finishType' && typeof value === 'string') return FINISH_TYPES.find((type) => type.code === value)?.name ?? value;
  if (format === 'finishKind' && (value === 'legs' || value === 'elements')) return FINISH_KIND_PARTS[value];
  if (Array.isArray(value)) return value.length === 0 ? NO_VALUE : value.map(listItemText).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
