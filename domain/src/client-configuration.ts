import { z } from 'zod';
import { fabricFamilySchema, fabricSchema } from './fabric.ts';
import { recordVersionField } from './history.ts';
import { elementSchema } from './element.ts';
import { catalogMessages } from './messages/catalog.ts';
import { clientConfigurationMessages } from './messages/client-configurations.ts';
import { historyMessages } from './messages/history.ts';
import { listMessages } from './messages/lists.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam } from './query-params.ts';
import { storable, storableString } from './text.ts';

/**
 * Client configurations (spec part 1 §2, §3 "Client configuration", §7; D13): designs that end customers
 * save in the 3D configurator, optionally with a salon. The display fields are what the configurator
 * showed the customer (texts, kept as they were shown), not catalogue data.
 */

/** Intake limits (the issue): per request. */
export const CONFIGURATION_MAX_KITS = 20;
export const CONFIGURATION_MAX_ELEMENTS_PER_KIT = 60;
export const CONFIGURATION_MAX_REQUEST_BYTES = 64 * 1024;
export const CONFIGURATION_MAX_REQUEST_KILOBYTES = CONFIGURATION_MAX_REQUEST_BYTES / 1024;
/** Every display text (names, dimensions, prices as shown, material names). */
export const CONFIGURATION_TEXT_MAX = 200;
/** The longest e-mail address SMTP carries (RFC 5321). */
export const CUSTOMER_EMAIL_MAX = 254;
/** `urlSlug`: unguessable, at least 96 random bits (the issue); 16 bytes = 128 bits, base64url. */
export const URL_SLUG_RANDOM_BYTES = 16;

/**
 * The intake is public (the configurator has no staff token): throttled per client address. Every request
 * counts, refused ones too, so probing the validation costs the same as saving.
 */
export const CONFIGURATION_SAVES_PER_WINDOW = 30;
export const CONFIGURATION_SAVE_WINDOW_MS = 10 * 60 * 1000;

/** The list: newest first, pages of 50 by default (the issue), at most 100. */
export const CONFIGURATIONS_PAGE_SIZE = 50;
export const CONFIGURATIONS_PAGE_MAX = 100;
/** Search by customer e-mail applies from this many characters (server-side). */
export const CONFIGURATION_EMAIL_FILTER_MIN_CHARS = 3;
/** The salon filter value for configurations saved online, without a salon (D13). */
export const WITHOUT_SALON = 'none';


const displayText = z
  .string({ error: validationMessages.invalidRequest })
  .trim()
  .max(CONFIGURATION_TEXT_MAX, validationMessages.tooLong(CONFIGURATION_TEXT_MAX))
  .refine(storable, validationMessages.invalidRequest)
  .default('');
const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(CONFIGURATION_TEXT_MAX, validationMessages.tooLong(CONFIGURATION_TEXT_MAX))
    .refine(storable, validationMessages.invalidRequest);

/** One element line of a kit as the configurator showed it (spec part 1 §3). */
export const configurationElementSchema = z.object({
  /** The catalogue element's index (its `name`) in the configuration's collection. */
  meshId: requiredText(clientConfigurationMessages.configurationMeshIdRequired),
  displayName: displayText,
  displayIcon: displayText,
  displayMaterial: displayText,
  displayEquipment: displayText,
  displayWoodMaterial: displayText,
  displayPillowMaterial: displayText,
  displayPrice: displayText,
});
export type ConfigurationElement = z.output<typeof configurationElementSchema>;

export const configurationKitSchema = z.object({
  /** The configurator's own id of the kit within the design (free text). */
  id: displayText,
  name: requiredText(clientConfigurationMessages.configurationKitNameRequired),
  displayWidth: displayText,
  displayDepth: displayText,
  displayTotalPrice: displayText,
  elements: z
    .array(configurationElementSchema, { error: clientConfigurationMessages.configurationElementsRequired })
    .min(1, clientConfigurationMessages.configurationElementsRequired)
    .max(CONFIGURATION_MAX_ELEMENTS_PER_KIT, clientConfigurationMessages.configurationTooManyElements(CONFIGURATION_MAX_ELEMENTS_PER_KIT)),
});
export type ConfigurationKit = z.output<typeof configurationKitSchema>;

/**
 * POST /api/configurator/configurations: what the public configurator sends to save a design (spec part 1
 * §3 names). `salon` is the salon's id (a salon user's id), or absent/null/'' for a design saved online.
 */
export const configurationIntakeSchema = z.object({
  cSlug: z.string({ error: catalogMessages.unknownCollection }).trim().min(1, catalogMessages.unknownCollection).refine(storable, catalogMessages.unknownCollection),
  salon: z
    .string({ error: clientConfigurationMessages.unknownSalon })
    .trim()
    .nullish()
    .transform((salon) => (salon ? salon : null)),
  customerEmail: z
    .string({ error: validationMessages.emailRequired })
    .trim()
    .min(1, validationMessages.emailRequired)
    .max(CUSTOMER_EMAIL_MAX, validationMessages.tooLong(CUSTOMER_EMAIL_MAX))
    .pipe(z.email(validationMessages.emailInvalid)),
  kits: z
    .array(configurationKitSchema, { error: clientConfigurationMessages.configurationKitsRequired })
    .min(1, clientConfigurationMessages.configurationKitsRequired)
    .max(CONFIGURATION_MAX_KITS, clientConfigurationMessages.configurationTooManyKits(CONFIGURATION_MAX_KITS)),
});
export type ConfigurationIntake = z.output<typeof configurationIntakeSchema>;

/** What the intake answers: the saved design's id, and urlSlug, its address in the configurator. */
export const configurationSavedSchema = z.object({ _id: z.string(), urlSlug: z.string() });
/** POST /api/cms/client/configuration/delete/{id}. */
export const configurationDeletedSchema = z.object({ deleted: z.object({ clientConfigurations: z.number().int() }) });

/** A salon (spec part 1: the salon's data lives on its salon user; its id is that user's id). */
export const salonSchema = z.object({
  _id: z.string(),
  salonName: z.string(),
  salonPhone: z.string(),
  salonAddress: z.string(),
});
export type Salon = z.infer<typeof salonSchema>;

/** A stored configuration as the REST API answers it (spec part 1 §3 names; createdAt ISO 8601, D4). */
export const clientConfigurationSchema = z.object({
  _id: z.string(),
  salon: z.string().nullable(),
  cSlug: z.string(),
  customerEmail: z.string(),
  kits: z.array(configurationKitSchema),
  createdAt: z.string(),
  urlSlug: z.string(),
  ...recordVersionField,
});
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

/** A collection as a configuration shows it: it may be gone (D8: configurations outlive the catalogue). */
export const configurationCollectionSchema = z.object({ slug: z.string(), name: z.string() });
export type ConfigurationCollection = z.infer<typeof configurationCollectionSchema>;

/**
 * GET /api/cms/client/configurations (spec part 1 §7: list, salons): one page, newest first, with what its
 * rows refer to, so a client needs no call per row: the salons the viewer may filter by, the page's
 * collections that still exist, and (for administrators) the catalogue elements its lines name.
 */
export const configurationListSchema = z.object({
  list: z.array(clientConfigurationSchema),
  salons: z.array(salonSchema),
  collections: z.array(configurationCollectionSchema),
  elements: z.array(elementSchema),
  totalCount: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Whose D13 scope the list and `totalCount` were narrowed to: the id of the (salon) user who asked, or null for an
   * administrator (everything). A legacy API does not send it: the gateway then counts a salon user's rows itself.
   */
  scopedTo: z
    .string()
    .nullable()
    .optional()
    .describe("The id of the non-administrator whose D13 scope the list and totalCount were narrowed to; null for an administrator (all configurations)"),
});
export type ConfigurationList = z.infer<typeof configurationListSchema>;

/** GET /api/cms/client/configuration/{id} (spec part 1 §7: clientConf, elements, fabs, textures, collection, salon). */
export const configurationDetailSchema = z.object({
  clientConf: clientConfigurationSchema,
  elements: z.array(elementSchema),
  fabs: z.array(fabricSchema).describe("The catalogue fabrics the lines' materials name (a line's material text holds the fabric's name); administrators only, D14"),
  textures: z.array(fabricFamilySchema).describe('Their families'),
  collection: configurationCollectionSchema.nullable(),
  salon: salonSchema.nullable(),
});
export type ConfigurationDetail = z.infer<typeof configurationDetailSchema>;

/** The list's orders by creation date (REST `order`): newest first (the default) or oldest first. */
export const CONFIGURATION_ORDERS = ['newest', 'oldest'] as const;
export type ConfigurationOrder = (typeof CONFIGURATION_ORDERS)[number];

/** The list's query (REST): cursor, page size, salon (an id, or WITHOUT_SALON), customer e-mail part, order. */
export const configurationListQuerySchema = z.object({
  cursor: storableString(listMessages.invalidCursor).optional(),
  limit: pageLimitParam(CONFIGURATIONS_PAGE_MAX, CONFIGURATIONS_PAGE_SIZE),
  salon: storableString(clientConfigurationMessages.unknownSalon).optional(),
  email: storableString(validationMessages.invalidRequest).optional(),
  order: z.enum(CONFIGURATION_ORDERS, { error: validationMessages.invalidRequest }).default('newest'),
});

/** The e-mail filter as applied: trimmed and lower-cased, only from 3 characters on (else none). */
export function effectiveEmailFilter(email: string | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  return trimmed.length >= CONFIGURATION_EMAIL_FILTER_MIN_CHARS ? trimmed.toLowerCase() : undefined;
}

/** D13: may this viewer see a configuration of this salon (null: saved online)? */
export function salonVisibleTo(viewer: { isAdmin: boolean; id: string }, salon: string | null): boolean {
  return viewer.isAdmin || salon === null || salon === viewer.id;
}

/** Where the public configurator runs when CONFIGURATOR_URL is not set (its usual local port). */
export const DEFAULT_CONFIGURATOR_URL = 'http://localhost:3000';

/** The public configurator's intake (REST): the one path a browser on another origin (the configurator's) may call. */
export const CONFIGURATION_INTAKE_PATH = '/api/configurator/configurations';

/**
 * CONFIGURATOR_URL as the servers take it: http(s) only (the panel renders it as a link, and a javascript:
 * URL there would run in the panel's origin); undefined when unset. Throws with the variable's name otherwise.
 */
export function configuratorUrlSetting(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('CONFIGURATOR_URL musi być adresem http:// lub https://');
  return text;
}

/** The configurator's address of a design: CONFIGURATOR_URL + urlSlug. */
export function configuratorUrl(base: string, urlSlug: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(urlSlug)}`;
}

/** Spec part 1 §2: the delete dialog's text. */
export const CONFIGURATION_DELETE_CONFIRMATION = historyMessages.permanentDelete;

/**
 * The list's keyset cursor (a position by createdAt, then id; the page after it runs in the list's order): opaque to clients, made here once so
 * the REST API and the graph's per-edge cursors agree. createdAt is stored to the millisecond (the
 * migration truncates it), so its ISO text is exact and no row can fall between two cursors.
 * ASCII only, so btoa/atob serve in Node and browsers.
 */
export function configurationCursor(row: { createdAt: string; _id: string }): string {
  return btoa(`${row.createdAt}|${row._id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const CURSOR_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The position a cursor names, or null for anything that is not one. */
export function parseConfigurationCursor(cursor: string): { createdAt: string; _id: string } | null {
  try {
    const text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const [createdAt, id, extra] = text.split('|');
    if (extra !== undefined || !createdAt || !id) return null;
    // Years 0001–9999 only: JavaScript also writes year 0 and ±6-digit years, which PostgreSQL refuses (a 500).
    if (!CURSOR_MOMENT.test(createdAt) || createdAt.startsWith('0000')) return null;
    // Only the canonical form a cursor is made from (this also refuses 30 February, which Date would roll over).
    const moment = Date.parse(createdAt);
    if (Number.isNaN(moment) || new Date(moment).toISOString() !== createdAt) return null;
    return { createdAt, _id: id };
  } catch {
    return null;
  }
}
