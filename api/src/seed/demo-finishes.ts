import type { FinishKind, FinishType } from '@meble/domain/finish';
import { slugify } from '@meble/domain/slug';
import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.ts';

/*
 * The demo's finishes (D24): leg finishes and element finishes of every type (w wood grain, c solid, m metal), the
 * leg ones with a symbol, an old name and a leg texture name, and their assignments to the demo collections (Oslo
 * left without element finishes, so the collection's element finishes screen shows its empty state). Each finish's
 * texture is a swatch drawn at seed time in the finish's colour (demoFinishTexture: grain, flat or brushed by type,
 * stored by demo-files.ts as an uploaded texture image).
 */

export interface DemoFinish {
  name: string;
  type: FinishType;
  /** The swatch's colour, as rrggbb. */
  rgb: string;
  /** Legs only: the catalogue's symbol, the name it had before and the configurator's name of its texture. */
  symbol?: string;
  oldName?: string;
  legTextureName?: string;
}

export const DEMO_LEG_FINISHES: readonly DemoFinish[] = [
  { name: 'Dąb naturalny', type: 'w', rgb: 'b98a55', symbol: 'DB-NAT', oldName: 'Dąb natur', legTextureName: 'noga_dab_naturalny' },
  { name: 'Dąb bielony', type: 'w', rgb: 'd9c7a8', symbol: 'DB-BIE', oldName: 'Dąb bielony olej', legTextureName: 'noga_dab_bielony' },
  { name: 'Dąb wędzony', type: 'w', rgb: '6e4b2e', symbol: 'DB-WED', oldName: 'Dąb dymiony', legTextureName: 'noga_dab_wedzony' },
  { name: 'Orzech', type: 'w', rgb: '5c3b25', symbol: 'ORZ', oldName: 'Orzech włoski', legTextureName: 'noga_orzech' },
  { name: 'Buk', type: 'w', rgb: 'c99a6b', symbol: 'BUK', oldName: 'Buk naturalny', legTextureName: 'noga_buk' },
  { name: 'Jesion', type: 'w', rgb: 'd2b48c', symbol: 'JES', oldName: 'Jesion jasny', legTextureName: 'noga_jesion' },
  { name: 'Biały lakier', type: 'c', rgb: 'f2f0eb', symbol: 'LAK-BIA', oldName: 'Biały połysk', legTextureName: 'noga_bialy_lakier' },
  { name: 'Czarny mat', type: 'c', rgb: '232323', symbol: 'CZ-MAT', oldName: 'Czarny', legTextureName: 'noga_czarny_mat' },
  { name: 'Grafit', type: 'c', rgb: '4a4d52', symbol: 'GRF', oldName: 'Grafitowy mat', legTextureName: 'noga_grafit' },
  { name: 'Czarny metal', type: 'm', rgb: '2e2f33', symbol: 'MET-CZ', oldName: 'Metal czarny', legTextureName: 'noga_metal_czarny' },
  { name: 'Chrom', type: 'm', rgb: 'c8ccd2', symbol: 'CHR', oldName: 'Chrom połysk', legTextureName: 'noga_chrom' },
  { name: 'Mosiądz szczotkowany', type: 'm', rgb: 'b5964f', symbol: 'MOS-SZC', oldName: 'Złoty mat', legTextureName: 'noga_mosiadz' },
];

export const DEMO_ELEMENT_FINISHES: readonly DemoFinish[] = [
  { name: 'Dąb naturalny', type: 'w', rgb: 'bf9060' },
  { name: 'Dąb bielony', type: 'w', rgb: 'dccbb0' },
  { name: 'Orzech amerykański', type: 'w', rgb: '4f3222' },
  { name: 'Buk', type: 'w', rgb: 'cfa276' },
  { name: 'Jesion', type: 'w', rgb: 'd8bd96' },
  { name: 'Biały lakier', type: 'c', rgb: 'f4f2ee' },
  { name: 'Czarny mat', type: 'c', rgb: '262626' },
  { name: 'Grafit', type: 'c', rgb: '50545a' },
  { name: 'Kaszmir', type: 'c', rgb: 'c9b8a3' },
  { name: 'Beż piaskowy', type: 'c', rgb: 'd6c29f' },
  { name: 'Stal nierdzewna', type: 'm', rgb: 'a9adb3' },
  { name: 'Mosiądz szczotkowany', type: 'm', rgb: 'b89a55' },
];

/** Every demo finish with its kind, legs first. */
export const DEMO_FINISHES: readonly (DemoFinish & { kind: FinishKind })[] = [
  ...DEMO_LEG_FINISHES.map((finish) => ({ ...finish, kind: 'legs' as const })),
  ...DEMO_ELEMENT_FINISHES.map((finish) => ({ ...finish, kind: 'elements' as const })),
];

/** The name a finish's texture is uploaded with (the stored name is generated; this one stays short and unique). */
export function demoFinishTextureName(kind: FinishKind, finish: DemoFinish): string {
  return `${kind === 'legs' ? 'nozki' : 'elementy'}-${slugify(finish.name)}.png`;
}

/** Which finishes each demo collection offers, by name: Oslo has leg finishes but no element finishes. */
export const DEMO_COLLECTION_FINISHES: Readonly<Record<string, { legs: readonly string[]; elements: readonly string[] }>> = {
  Manhattan: {
    legs: ['Dąb naturalny', 'Dąb wędzony', 'Orzech', 'Czarny mat', 'Czarny metal', 'Chrom', 'Mosiądz szczotkowany'],
    elements: ['Dąb naturalny', 'Orzech amerykański', 'Czarny mat', 'Grafit', 'Stal nierdzewna'],
  },
  Bristol: {
    legs: ['Dąb naturalny', 'Buk', 'Biały lakier', 'Czarny mat'],
    elements: ['Dąb bielony', 'Buk', 'Biały lakier', 'Kaszmir', 'Beż piaskowy', 'Mosiądz szczotkowany'],
  },
  'Łódź Loft': {
    legs: ['Dąb wędzony', 'Grafit', 'Czarny metal', 'Chrom', 'Czarny mat'],
    elements: ['Dąb naturalny', 'Czarny mat', 'Grafit', 'Stal nierdzewna'],
  },
  Sorrento: {
    legs: ['Dąb naturalny', 'Dąb bielony', 'Jesion', 'Buk', 'Biały lakier', 'Mosiądz szczotkowany'],
    elements: ['Dąb naturalny', 'Dąb bielony', 'Jesion', 'Biały lakier', 'Kaszmir', 'Beż piaskowy', 'Grafit', 'Mosiądz szczotkowany'],
  },
  'Kraków Lux': {
    legs: ['Orzech', 'Dąb wędzony', 'Czarny mat', 'Mosiądz szczotkowany', 'Chrom', 'Grafit', 'Czarny metal', 'Dąb naturalny'],
    elements: ['Orzech amerykański', 'Dąb naturalny', 'Czarny mat', 'Mosiądz szczotkowany', 'Kaszmir'],
  },
  Żurawina: {
    legs: ['Buk', 'Jesion', 'Dąb bielony', 'Biały lakier'],
    elements: ['Buk', 'Jesion', 'Biały lakier', 'Beż piaskowy'],
  },
  Oslo: {
    legs: ['Dąb bielony', 'Jesion', 'Biały lakier', 'Czarny metal', 'Grafit'],
    elements: [],
  },
};

const rgbOf = (finish: DemoFinish): [number, number, number] => [0, 2, 4].map((at) => Number.parseInt(finish.rgb.slice(at, at + 2), 16)) as [number, number, number];

/** A repeatable noise in -1…1 of a pixel and a seed (no Math.random: the same bytes on every run). */
function noise(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return (((h ^ (h >>> 16)) >>> 0) / 0xffffffff) * 2 - 1;
}

export const DEMO_FINISH_TEXTURE_SIZE = 64;

/**
 * A finish's swatch in its colour, as a small PNG: wavy grain lines for wood (w), a flat colour with a fine speckle
 * for a solid (c), horizontal brush strokes and a soft sheen for metal (m).
 */
export async function demoFinishTexture(finish: DemoFinish): Promise<Buffer> {
  const size = DEMO_FINISH_TEXTURE_SIZE;
  const colour = rgbOf(finish);
  const seed = [...finish.name].reduce((sum, letter) => sum * 31 + letter.charCodeAt(0), 7) % 1000;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    // One brush stroke per row of a metal: each a little lighter or darker than its neighbours.
    const stroke = noise(0, y, seed) * 10;
    for (let x = 0; x < size; x++) {
      let shade: number;
      if (finish.type === 'w') {
        const wave = Math.sin((x / size) * Math.PI * 2 + seed) * 3 + Math.sin((x / size) * Math.PI * 6) * 1.2;
        const ring = Math.sin(((y + wave) / size) * Math.PI * 2 * 7);
        shade = ring * 16 - (ring > 0.85 ? 14 : 0) + noise(x, y, seed) * 4;
      } else if (finish.type === 'm') {
        shade = stroke + noise(x, y, seed) * 3 + Math.cos(((x + y * 0.5) / size) * Math.PI) * 14;
      } else {
        shade = noise(x, y, seed) * 4;
      }
      for (let c = 0; c < 3; c++) pixels[(y * size + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(colour[c]! + shade)));
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png({ compressionLevel: 9 }).toBuffer();
}

/** Stored texture names by kind and finish name (demoFileKey of a finishTexture use). */
export type FinishTextureName = (kind: FinishKind, finish: string) => string | undefined;

/**
 * Writes the demo finishes in the catalogue's transaction, and the collections' assignments. Finishes whose texture
 * was not stored (a seed without storage) are left out.
 */
export async function seedDemoFinishes(trx: Transaction<Database>, collectionIds: ReadonlyMap<string, string>, textureOf: FinishTextureName): Promise<void> {
  const finishIds = new Map<string, string>();
  for (const finish of DEMO_FINISHES) {
    const texture = textureOf(finish.kind, finish.name);
    if (!texture) continue;
    const row = await trx
      .insertInto('finishes')
      .values({
        kind: finish.kind,
        type: finish.type,
        name: finish.name,
        slug: slugify(finish.name),
        texture,
        symbol: finish.symbol ?? '',
        old_name: finish.oldName ?? '',
        leg_texture_name: finish.legTextureName ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    finishIds.set(`${finish.kind}:${finish.name}`, row.id);
  }

  for (const [collectionName, offer] of Object.entries(DEMO_COLLECTION_FINISHES)) {
    const collectionId = collectionIds.get(collectionName);
    if (!collectionId) continue;
    const ids = [...offer.legs.map((name) => finishIds.get(`legs:${name}`)), ...offer.elements.map((name) => finishIds.get(`elements:${name}`))];
    const rows = ids.flatMap((id) => (id ? [{ collection_id: collectionId, finish_id: id }] : []));
    if (rows.length > 0) await trx.insertInto('collection_finishes').values(rows).execute();
  }
}
