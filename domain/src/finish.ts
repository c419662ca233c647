import { z } from 'zod';
import { FINISH_KIND_PARTS, FINISH_TYPES as FINISH_TYPE_RECORDS, type FinishType } from './catalog.ts';
import { collectionSchema } from './collection-record.ts';
import { namedCollectionSchema } from './fabric.ts';
import { FILE_KIND_EXTENSIONS } from './file.ts';
import { recordVersionField, seenVersionField } from './history.ts';
import { catalogMessages } from './messages/catalog.ts';
import { finishMessages } from './messages/finishes.ts';
import { validationMessages } from './messages/validation.ts';
import { slugify } from './slug.ts';
import { storableString } from './text.ts';

// ---- Kinds, types and limits (spec part 2 §3, §9; D24) ----

/** Finishes for legs and for the wooden or metal parts of elements: records of their own (D24). */
export const FINISH_KINDS = ['legs', 'elements'] as const;
export type FinishKind = (typeof FINISH_KINDS)[number];

/** Spec part 2 §9: w (visible wood grain), c (solid, uniform effect), m (metal), in this order on every screen. */
export const FINISH_TYPES = ['w', 'c', 'm'] as const satisfies readonly FinishType[];
export type { FinishType };

/** Their Polish names, as the dictionaries give them. */
export const FINISH_TYPE_LABELS = Object.fromEntries(FINISH_TYPE_RECORDS.map((type) => [type.code, type.name])) as Readonly<Record<FinishType, string>>;
/** The graph's names of the types (its enum FinishType). */
export const FINISH_TYPE_GRAPH_NAMES = { w: 'WOOD_GRAIN', c: 'SOLID', m: 'METAL' } as const satisfies Record<FinishType, string>;

/** A type as REST ('w') or the graph ('WOOD_GRAIN') names it. */
export function finishTypeCode(value: string): FinishType | undefined {
  return FINISH_TYPES.find((code) => code === value || FINISH_TYPE_GRAPH_NAMES[code] === value);
}

/** Polish words of each kind: its list, a record of it (a toast's 'Utworzono wybarwienie nóżek „…”'), its page. */
export const FINISH_KIND_LABELS = {
  legs: { page: 'Wybarwienia nóżek', one: 'wybarwienie nóżek', title: 'Wybarwienie nóżek', create: 'Dodaj wybarwienie nóżek', part: FINISH_KIND_PARTS.legs },
  elements: { page: 'Wybarwienia elementów', one: 'wybarwienie elementów', title: 'Wybarwienie elementów', create: 'Dodaj wybarwienie elementów', part: FINISH_KIND_PARTS.elements },
} as const satisfies Record<FinishKind, { page: string; one: string; title: string; create: string; part: string }>;

/** Spec part 2 §3: name 60, texture 40, symbol 35; the old name and the leg texture name, unlimited there, take the name's. */
export const FINISH_NAME_MAX = 60;
export const FINISH_TEXTURE_MAX = 40;
export const FINISH_SYMBOL_MAX = 35;
export const FINISH_OLD_NAME_MAX = FINISH_NAME_MAX;
export const FINISH_LEG_TEXTURE_NAME_MAX = FINISH_NAME_MAX;
/** The texture is an uploaded texture image (D24): the texture list's types. */
export const FINISH_TEXTURE_EXTENSIONS = FILE_KIND_EXTENSIONS.texture;

export const isFinishKind = (value: string): value is FinishKind => (FINISH_KINDS as readonly string[]).includes(value);
export const isFinishType = (value: string): value is FinishType => (FINISH_TYPES as readonly string[]).includes(value);

const required = validationMessages.requiredFieldsMissing;

const name = storableString(required)
  .trim()
  .min(1, required)
  .max(FINISH_NAME_MAX, validationMessages.tooLong(FINISH_NAME_MAX))
  .refine((value) => slugify(value) !== '', catalogMessages.nameWithoutLetters);
const texture = storableString(finishMessages.finishTextureRequired)
  .trim()
  .min(1, finishMessages.finishTextureRequired)
  .max(FINISH_TEXTURE_MAX, validationMessages.tooLong(FINISH_TEXTURE_MAX))
  .refine((file) => FINISH_TEXTURE_EXTENSIONS.some((extension) => file.toLowerCase().endsWith(extension)), finishMessages.finishTextureType);
const optionalText = (max: number) => storableString(required).trim().max(max, validationMessages.tooLong(max));
/** The type as a form holds it: '' until one is chosen. */
const typeField = z.string({ error: finishMessages.finishTypeRequired }).refine(isFinishType, finishMessages.finishTypeRequired);
const type = z.enum(FINISH_TYPES, { error: finishMessages.finishTypeRequired });

// ---- The form and the REST bodies ----

/** The finish form as typed: name, type and texture required; the leg fields only on a leg finish. */
export const finishFormSchema = z.object({
  name,
  type: typeField,
  texture,
  symbol: optionalText(FINISH_SYMBOL_MAX),
  oldName: optionalText(FINISH_OLD_NAME_MAX),
  legTextureName: optionalText(FINISH_LEG_TEXTURE_NAME_MAX),
});
export type FinishForm = z.input<typeof finishFormSchema>;

/**
 * POST /api/cms/finishes/{kind}/create and PATCH …/update/{id}: every field (the leg fields '' or left out for an
 * element finish); the slug follows the name and must be free within the kind.
 */
export const finishBodySchema = z.object({
  name,
  type,
  texture,
  symbol: optionalText(FINISH_SYMBOL_MAX).default('').describe('Legs only'),
  oldName: optionalText(FINISH_OLD_NAME_MAX).default('').describe('Legs only'),
  legTextureName: optionalText(FINISH_LEG_TEXTURE_NAME_MAX).default('').describe('Legs only'),
});
export type FinishBody = z.input<typeof finishBodySchema>;
export const finishUpdateBodySchema = finishBodySchema.extend(seenVersionField);
export type FinishUpdateBody = z.input<typeof finishUpdateBodySchema>;

/** Whether a body gives leg fields to an element finish (refused: they would be stored where nothing shows them). */
export function legFieldsMisplaced(kind: FinishKind, body: { symbol?: string; oldName?: string; legTextureName?: string }): boolean {
  return kind === 'elements' && [body.symbol, body.oldName, body.legTextureName].some((value) => value !== undefined && value.trim() !== '');
}

const kindParam = z.enum(FINISH_KINDS).meta({ param: { name: 'kind', in: 'path' }, description: 'legs or elements' });
export const finishKindParams = z.object({ kind: kindParam });
export const finishIdParams = z.object({ kind: kindParam, id: z.string().meta({ param: { name: 'id', in: 'path' }, description: "The finish's _id (or, to read, its slug)" }) });

// ---- The records ----

/** Spec part 2 §3 "Leg texture" / "Element texture", with the collections it is assigned to (D24). */
export const finishSchema = z.object({
  _id: z.string(),
  kind: z.enum(FINISH_KINDS),
  name: z.string(),
  slug: z.string().describe('Unique within its kind'),
  type: z.enum(FINISH_TYPES).describe('w wood grain, c solid (uniform effect), m metal'),
  texture: z.string().describe('The stored name of its texture image (kind texture)'),
  symbol: z.string().describe("Legs only; '' for an element finish"),
  oldName: z.string().describe("Legs only; '' for an element finish"),
  legTextureName: z.string().describe("Legs only; '' for an element finish"),
  assignedTo: z.array(namedCollectionSchema).describe('The collections it is assigned to, by name: its delete removes these assignments (D24)'),
  ...recordVersionField,
});
export type Finish = z.infer<typeof finishSchema>;

/** GET /api/cms/finishes: every finish, or a kind's, by type (w, c, m) then name. */
export const finishQuerySchema = z.object({ kind: z.enum(FINISH_KINDS).optional().describe('Only this kind') });
export const finishListSchema = z.object({ finishes: z.array(finishSchema) });
export type FinishList = z.infer<typeof finishListSchema>;
/** GET /api/cms/finishes/{kind}/{id}. */
export const finishDetailSchema = z.object({ finish: finishSchema });

/** POST /api/cms/finishes/{kind}/delete/{id}: how many rows went, and the finish as it was. */
export const finishDeletedSchema = z.object({
  deleted: z.object({ finishes: z.number().int(), collectionAssignments: z.number().int() }),
  finish: finishSchema,
});
export type FinishDeleted = z.infer<typeof finishDeletedSchema>;

// ---- Assignment to collections (spec part 2 §3, §4, §7) ----

/** GET /api/cms/leg-texture-collection (spec part 2 §7): every leg finish. */
export const legTexturesSchema = z.object({ legTextures: z.array(finishSchema) });
export type LegTextures = z.infer<typeof legTexturesSchema>;

/** GET /api/cms/textures/legs/assigned/{slug}: every leg finish, and the collection's assignments (legColSlug, cSlug). */
const answeredCollection = collectionSchema.describe('The collection as it is now (its version after an assignment), so a client needs no second read');
export const assignedLegTexturesSchema = z.object({
  legTextures: z.array(finishSchema),
  assignedTextures: z.array(z.object({ legColSlug: z.string(), cSlug: z.string() })),
  collection: answeredCollection,
});
export type AssignedLegTextures = z.infer<typeof assignedLegTexturesSchema>;

/** GET /api/cms/textures/elements/assigned/{slug}: every element finish, and the collection's assignments. */
export const assignedElementTexturesSchema = z.object({
  elementTextures: z.array(finishSchema),
  assignedTextures: z.array(z.object({ elementColSlug: z.string(), cSlug: z.string() })),
  collection: answeredCollection,
});
export type AssignedElementTextures = z.infer<typeof assignedElementTexturesSchema>;

const collectionSlug = storableString(catalogMessages.unknownCollection).min(1, catalogMessages.unknownCollection);
const finishSlug = storableString(finishMessages.unknownFinish).min(1, finishMessages.unknownFinish);

/** POST /api/cms/textures/legs/assign/ (isAssigned, legColSlug, cSlug): twice, or away when absent, changes nothing. */
export const assignLegTextureBodySchema = z.object({ isAssigned: z.boolean({ error: required }), legColSlug: finishSlug, cSlug: collectionSlug });
export type AssignLegTextureBody = z.input<typeof assignLegTextureBodySchema>;
/** POST /api/cms/textures/elements/assign/ (isAssigned, elementColSlug, cSlug). */
export const assignElementTextureBodySchema = z.object({ isAssigned: z.boolean({ error: required }), elementColSlug: finishSlug, cSlug: collectionSlug });
export type AssignElementTextureBody = z.input<typeof assignElementTextureBodySchema>;

// ---- Rules the screens and the server share ----

/** Finishes by type w, c, m (as REST or the graph names it), each by name in Polish order; empty types are kept, so every group has its heading. */
export function finishesByType<F extends { type: string; name: string }>(finishes: readonly F[]): { type: FinishType; finishes: F[] }[] {
  return FINISH_TYPES.map((finishType) => ({
    type: finishType,
    finishes: finishes.filter((finish) => finishTypeCode(finish.type) === finishType).sort((a, b) => a.name.localeCompare(b.name, 'pl')),
  }));
}
