import type { PriceGroup } from '@meble/domain/catalog';
import type { FabricParameterKind } from '@meble/domain/fabric';
import { slugify } from '@meble/domain/slug';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * The demo's fabrics: families across several price groups with 4–8 fabrics each, colours with real rgb values, types
 * and properties, and the families assigned to the demo collections (one collection left without a default fabric,
 * so the collection's fabrics screen shows its warning). Each fabric's texture is a woven swatch drawn at seed time
 * in the fabric's colour (demo-files.ts) and stored as an uploaded texture image.
 */

export const DEMO_FABRIC_COLORS: readonly { name: string; rgb: string }[] = [
  { name: 'Beżowy', rgb: 'c8a27a' },
  { name: 'Kremowy', rgb: 'efe6d2' },
  { name: 'Szary', rgb: '8c8c8c' },
  { name: 'Grafitowy', rgb: '3b3f45' },
  { name: 'Granatowy', rgb: '1f2f56' },
  { name: 'Zielony', rgb: '3f6b4a' },
  { name: 'Musztardowy', rgb: 'c79a2b' },
  { name: 'Ceglasty', rgb: 'a3502f' },
  { name: 'Brązowy', rgb: '6b4a32' },
  { name: 'Różowy', rgb: 'd9a5a8' },
];
export const DEMO_FABRIC_TYPES = ['Welur', 'Boucle', 'Szenil', 'Ekoskóra', 'Plecionka'] as const;
export const DEMO_FABRIC_PROPERTIES = ['Wodoodporna', 'Łatwa w czyszczeniu', 'Przyjazna zwierzętom', 'Odporna na ścieranie'] as const;

export interface DemoFabric {
  name: string;
  color: string;
  properties?: readonly (typeof DEMO_FABRIC_PROPERTIES)[number][];
}

export interface DemoFabricFamily {
  name: string;
  priceGroup: PriceGroup;
  discountPercent: number;
  type: (typeof DEMO_FABRIC_TYPES)[number];
  descriptionPl: string;
  descriptionEn: string;
  fabrics: readonly DemoFabric[];
}

export const DEMO_FABRIC_FAMILIES: readonly DemoFabricFamily[] = [
  {
    name: 'Riva',
    priceGroup: 'A',
    discountPercent: 0,
    type: 'Plecionka',
    descriptionPl: 'Gęsta plecionka z poliestru: trwała tkanina na co dzień.',
    descriptionEn: 'A dense polyester weave: a durable everyday fabric.',
    fabrics: [
      { name: 'Riva 02 Kremowa', color: 'Kremowy', properties: ['Odporna na ścieranie'] },
      { name: 'Riva 15 Szara', color: 'Szary', properties: ['Odporna na ścieranie'] },
      { name: 'Riva 21 Grafitowa', color: 'Grafitowy', properties: ['Odporna na ścieranie'] },
      { name: 'Riva 34 Beżowa', color: 'Beżowy' },
    ],
  },
  {
    name: 'Monolith',
    priceGroup: 'B',
    discountPercent: 0,
    type: 'Welur',
    descriptionPl: 'Matowy welur o krótkim włosie, łatwy w pielęgnacji.',
    descriptionEn: 'A matt short-pile velvet, easy to care for.',
    fabrics: [
      { name: 'Monolith 04 Beżowy', color: 'Beżowy', properties: ['Łatwa w czyszczeniu', 'Wodoodporna'] },
      { name: 'Monolith 37 Zielony', color: 'Zielony', properties: ['Łatwa w czyszczeniu', 'Wodoodporna'] },
      { name: 'Monolith 48 Musztardowy', color: 'Musztardowy', properties: ['Łatwa w czyszczeniu', 'Wodoodporna'] },
      { name: 'Monolith 72 Granatowy', color: 'Granatowy', properties: ['Łatwa w czyszczeniu', 'Wodoodporna'] },
      { name: 'Monolith 84 Grafitowy', color: 'Grafitowy', properties: ['Łatwa w czyszczeniu', 'Wodoodporna'] },
      { name: 'Monolith 63 Różowy', color: 'Różowy', properties: ['Łatwa w czyszczeniu'] },
    ],
  },
  {
    name: 'Poso',
    priceGroup: 'C',
    discountPercent: 5,
    type: 'Szenil',
    descriptionPl: 'Miękki szenil o wyraźnym splocie, przyjemny w dotyku.',
    descriptionEn: 'A soft chenille with a pronounced weave.',
    fabrics: [
      { name: 'Poso 02 Kremowy', color: 'Kremowy', properties: ['Przyjazna zwierzętom'] },
      { name: 'Poso 14 Szary', color: 'Szary', properties: ['Przyjazna zwierzętom'] },
      { name: 'Poso 27 Ceglasty', color: 'Ceglasty', properties: ['Przyjazna zwierzętom'] },
      { name: 'Poso 100 Brązowy', color: 'Brązowy' },
      { name: 'Poso 135 Granatowy', color: 'Granatowy' },
    ],
  },
  {
    name: 'Tedi Boucle',
    priceGroup: 'E',
    discountPercent: 0,
    type: 'Boucle',
    descriptionPl: 'Boucle z pętelkowej przędzy: ciepły, naturalny wygląd.',
    descriptionEn: 'A looped-yarn bouclé with a warm, natural look.',
    fabrics: [
      { name: 'Tedi 01 Kremowy', color: 'Kremowy', properties: ['Odporna na ścieranie'] },
      { name: 'Tedi 03 Beżowy', color: 'Beżowy' },
      { name: 'Tedi 09 Szary', color: 'Szary' },
      { name: 'Tedi 18 Grafitowy', color: 'Grafitowy' },
    ],
  },
  {
    name: 'Soft Eko',
    priceGroup: 'G',
    discountPercent: 10,
    type: 'Ekoskóra',
    descriptionPl: 'Ekoskóra o naturalnym ziarnie, odporna na wilgoć.',
    descriptionEn: 'Eco-leather with a natural grain, moisture-resistant.',
    fabrics: [
      { name: 'Soft 11 Brązowy', color: 'Brązowy', properties: ['Wodoodporna', 'Łatwa w czyszczeniu', 'Przyjazna zwierzętom'] },
      { name: 'Soft 17 Czarny grafit', color: 'Grafitowy', properties: ['Wodoodporna', 'Łatwa w czyszczeniu', 'Przyjazna zwierzętom'] },
      { name: 'Soft 20 Beżowy', color: 'Beżowy', properties: ['Wodoodporna', 'Łatwa w czyszczeniu'] },
      { name: 'Soft 33 Ceglasty', color: 'Ceglasty', properties: ['Wodoodporna', 'Łatwa w czyszczeniu'] },
      { name: 'Soft 40 Kremowy', color: 'Kremowy', properties: ['Wodoodporna'] },
    ],
  },
];

/**
 * Which families each demo collection offers, and its default fabric (family, fabric name), or null: Bristol has
 * families but no default, so its fabrics screen says 'Brak domyślnej tkaniny!'.
 */
export const DEMO_COLLECTION_FABRICS: Readonly<Record<string, { families: readonly string[]; default: readonly [family: string, fabric: string] | null }>> = {
  Manhattan: { families: ['Riva', 'Monolith', 'Poso', 'Soft Eko'], default: ['Monolith', 'Monolith 04 Beżowy'] },
  Bristol: { families: ['Monolith', 'Tedi Boucle'], default: null },
  Sorrento: { families: ['Riva', 'Poso'], default: ['Poso', 'Poso 14 Szary'] },
};

/** The colour of each demo fabric's swatch, as [r, g, b]. */
export function demoFabricRgb(fabric: DemoFabric): [number, number, number] {
  const rgb = DEMO_FABRIC_COLORS.find((color) => color.name === fabric.color)?.rgb ?? '8c8c8c';
  return [0, 2, 4].map((at) => Number.parseInt(rgb.slice(at, at + 2), 16)) as [number, number, number];
}

/** Stored texture names by family and fabric name (demoFileKey of a fabricTexture use). */
export type FabricTextureName = (family: string, fabric: string) => string | undefined;

/**
 * Writes the demo fabrics in the catalogue's transaction: the filter parameters, the families with their fabrics
 * (each tagged with its colour, its family's type and its properties; the first the family's default) and the
 * collections' assignments. Fabrics whose texture was not stored (a seed without storage) are left out.
 */
export async function seedDemoFabrics(trx: Transaction<Database>, collectionIds: ReadonlyMap<string, string>, textureOf: FabricTextureName): Promise<void> {
  const parameterIds = new Map<string, string>();
  const insertParameter = async (kind: FabricParameterKind, name: string, displayOrd: number, rgb: string | null) => {
    const row = await trx.insertInto('fabric_parameters').values({ kind, name, slug: slugify(name), rgb, display_ord: displayOrd }).returning('id').executeTakeFirstOrThrow();
    parameterIds.set(`${kind}:${name}`, row.id);
  };
  for (const [index, color] of DEMO_FABRIC_COLORS.entries()) await insertParameter('color', color.name, index + 1, color.rgb);
  for (const [index, type] of DEMO_FABRIC_TYPES.entries()) await insertParameter('type', type, index + 1, null);
  for (const [index, property] of DEMO_FABRIC_PROPERTIES.entries()) await insertParameter('property', property, index + 1, null);

  const families = new Map<string, { id: string; fabrics: Map<string, string> }>();
  for (const family of DEMO_FABRIC_FAMILIES) {
    const { id } = await trx
      .insertInto('fabric_families')
      .values({
        name: family.name,
        slug: slugify(family.name),
        price_group: family.priceGroup,
        discount: family.discountPercent,
        description_pl: family.descriptionPl,
        description_en: family.descriptionEn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fabricIds = new Map<string, string>();
    for (const [index, fabric] of family.fabrics.entries()) {
      const texture = textureOf(family.name, fabric.name);
      if (!texture) continue;
      const row = await trx
        .insertInto('fabrics')
        .values({ family_id: id, name: fabric.name, slug: slugify(fabric.name), file_url: texture, is_default: index === 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      fabricIds.set(fabric.name, row.id);
      const tags = [`color:${fabric.color}`, `type:${family.type}`, ...(fabric.properties ?? []).map((property) => `property:${property}`)];
      await trx
        .insertInto('fabric_parameter_links')
        .values(tags.flatMap((tag) => (parameterIds.has(tag) ? [{ fabric_id: row.id, parameter_id: parameterIds.get(tag)! }] : [])))
        .execute();
    }
    families.set(family.name, { id, fabrics: fabricIds });
  }

  for (const [collectionName, offer] of Object.entries(DEMO_COLLECTION_FABRICS)) {
    const collectionId = collectionIds.get(collectionName);
    if (!collectionId) continue;
    for (const familyName of offer.families) {
      const family = families.get(familyName);
      if (!family) continue;
      const defaultFabric = offer.default?.[0] === familyName ? (family.fabrics.get(offer.default[1]) ?? null) : null;
      await trx.insertInto('collection_fabric_families').values({ collection_id: collectionId, family_id: family.id, default_fabric_id: defaultFabric }).execute();
    }
  }
}
