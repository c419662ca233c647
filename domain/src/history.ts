import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { validationMessages } from './messages/validation.ts';

/*
 * D29: every record staff edit carries a version, every write is recorded in the history, and what is recorded can
 * be undone. The REST contract of the versions, the conflicts and the history, once for the API, the gateway and
 * the web.
 */

/** The kinds of record with a version and a history (the areas to come add theirs here). */
export const RECORD_KINDS = ['collection', 'elementCategory', 'element', 'kit', 'translation', 'user', 'clientConfiguration', 'file', 'fabricFamily', 'fabric', 'fabricParameter', 'finish'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * Kinds whose changes 'Przywróć' cannot write back: a client configuration is only ever saved by the configurator, and
 * a file's earlier bytes are not kept when it is uploaded again. Their deletes still undo.
 */
export const UNREVERTED_KINDS: readonly RecordKind[] = ['clientConfiguration', 'file'];

/**
 * What a history entry did: `restore` brings back what a delete removed, `revert` writes an update's before-values
 * back, `import` is one CSV import with its lines, `password` says a password changed (never its value).
 */
export const HISTORY_OPERATIONS = ['create', 'update', 'delete', 'restore', 'revert', 'import', 'undoImport', 'password'] as const;
export type HistoryOperation = (typeof HISTORY_OPERATIONS)[number];

/** A delete can be undone for this many days; its snapshot is then cleared (D29). */
export const DELETE_UNDO_DAYS = 30;

/** The largest version a record can reach: the database's integer column. */
export const VERSION_MAX = 2_147_483_647;

/** The version a write names: a whole number from 1, as the record's `version` and ETag carry it. */
export const versionSchema = z
  .number({ error: validationMessages.invalidRequest })
  .int(validationMessages.invalidRequest)
  .min(1, validationMessages.invalidRequest)
  .max(VERSION_MAX, validationMessages.invalidRequest);

/** Every update body may carry the version its editor saw (or send it as `If-Match`); without it the write is not checked. */
export const seenVersionField = {
  version: versionSchema.optional().describe('The version the editor saw; a newer one answers 409 CONFLICT. Same as `If-Match: "N"`.'),
};

/** A record's `version` in a REST answer. Optional: an older API answers without, and then no write is checked. */
export const recordVersionField = {
  version: z.number().int().optional().describe('Bumped by every write; send it back (`version` or `If-Match`) so a stale write is refused'),
};

/** The ETag of a record at a version: strong, so `If-Match` compares it. */
export const versionEtag = (version: number): string => `"${version}"`;

/**
 * The version an `If-Match` header names: `"7"` (or `W/"7"`, `7`). Undefined for no header or `*`; null for a header
 * that names no version of ours, which can match nothing.
 */
export function versionFromIfMatch(header: string | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const tag = header.trim();
  if (tag === '' || tag === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(tag);
  const version = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(version) && version >= 1 ? version : null;
}

/** Who made a change, as they were named then (a user deleted since keeps their name here). */
export const historyActorSchema = z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() });
export type HistoryActor = z.infer<typeof historyActorSchema>;

/** One changed field: its REST name, the value before and after (null for a create's before and a delete's after). */
export const historyChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** A delete's snapshot, counted: how many records of each kind it took along (a collection delete's elements). */
export const historyRemovedSchema = z.object({ kind: z.string(), count: z.number().int() });

export const historyEntrySchema = z.object({
  _id: z.string(),
  at: z.string().describe('ISO 8601'),
  actor: historyActorSchema.nullable().describe('Null for the public intake and for writes made by the system'),
  kind: z.enum(RECORD_KINDS),
  recordId: z.string(),
  recordName: z.string().describe('The record as it was named by this write'),
  operation: z.enum(HISTORY_OPERATIONS),
  version: z.number().int().nullable().describe('The record version this write made (null for a delete)'),
  changes: z.array(historyChangeSchema).describe('Each changed field, before → after; passwords are named, never their values'),
  removed: z.array(historyRemovedSchema).describe('For a delete: what it took along, by kind; its snapshot itself is not sent'),
  lines: z.number().int().describe('For an import: its lines'),
  undoable: z.boolean().describe('Whether POST …/history/undo/{id} may bring it back now'),
  undoneBy: z.string().nullable().describe('The entry that undid this one'),
  undoes: z.string().nullable().describe('The entry this one undid'),
  collectionSlug: z
    .string()
    .nullable()
    .optional()
    .describe("For a collection, an element, a kit or an element category: the collection it is in now (a collection's own slug); for a fabric its family's slug; for a finish its kind (legs, elements); for a file its kind (its list); null once it is gone"),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;
/** The text filter applies from this many characters, trimmed (as the other lists). */
export const HISTORY_FILTER_MIN_LENGTH = 2;

const isoDate = z.iso.date({ error: validationMessages.invalidRequest });

/** GET /api/cms/history: newest first, keyset-paged by `after` (an entry id); every filter optional. */
export const historyListQuerySchema = z.object({
  kind: z.enum(RECORD_KINDS, { error: validationMessages.invalidRequest }).optional(),
  recordId: z.string().max(100, validationMessages.invalidRequest).optional(),
  actorId: z.string().max(100, validationMessages.invalidRequest).optional(),
  from: isoDate.optional().describe('The first day, inclusive (YYYY-MM-DD, Europe/Warsaw)'),
  to: isoDate.optional().describe('The last day, inclusive'),
  q: z.string().max(200, validationMessages.invalidRequest).optional().describe("Matches the record's name and the person's name or e-mail, case and accents ignored"),
  after: z.string().regex(/^\d{1,18}$/, validationMessages.invalidRequest).optional(),
  limit: z.coerce
    .number({ error: validationMessages.invalidRequest })
    .int(validationMessages.invalidRequest)
    .min(1, validationMessages.invalidRequest)
    .max(HISTORY_PAGE_MAX, validationMessages.invalidRequest)
    .default(HISTORY_PAGE_SIZE),
});
export type HistoryListQuery = z.output<typeof historyListQuerySchema>;

export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** POST /api/cms/history/undo/{id}: may carry the version of the record the undoer saw. */
export const historyUndoBodySchema = z.object({ ...seenVersionField });

/** What an undo wrote: its own entry (recorded like any write). */
export const historyUndoneSchema = z.object({ entry: historyEntrySchema });

/** A record a multi-record write found changed since it was read. */
export const conflictRecordSchema = z.object({ kind: z.enum(RECORD_KINDS), recordId: z.string(), name: z.string(), version: z.number().int() });

/**
 * 409 `CONFLICT`: the version the write named is not the record's. The record as it is now, who made the last
 * change and when, so a form can show both sides; `records` names each record of a multi-record write at fault.
 */
export const conflictBodySchema = errorBodySchema.extend({
  code: z.literal('CONFLICT'),
  kind: z.enum(RECORD_KINDS),
  recordId: z.string(),
  version: z.number().int().describe("The record's version now"),
  current: z.record(z.string(), z.unknown()).nullable().describe('The record as GET answers it now'),
  changedBy: historyActorSchema.nullable(),
  changedAt: z.string().nullable(),
  records: z.array(conflictRecordSchema).optional(),
});
export type ConflictBody = z.infer<typeof conflictBodySchema>;

/** A 409 answer of ours is a version conflict when it says so; other 409s are refusals (a record in use). */
export function isConflictBody(body: unknown): body is ConflictBody {
  return conflictBodySchema.safeParse(body).success;
}

const warsawClock = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' });
const warsawDateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'medium', timeStyle: 'short' });
const warsawDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** When a change was made, as a conflict message names it: the time for today, else the date and time (Europe/Warsaw, D4). */
export function changeTime(at: Date, now: Date): string {
  return warsawDay.format(at) === warsawDay.format(now) ? warsawClock.format(at) : warsawDateTime.format(at);
}
