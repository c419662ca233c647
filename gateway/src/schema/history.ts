import { brandWithType } from '@pothos/core';
import { encodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { clientConfigurationSchema } from '@meble/domain/client-configuration';
import { graphEnumName } from '@meble/domain/graph-enum';
import { collectionSchema } from '@meble/domain/collection-record';
import { elementSchema } from '@meble/domain/element';
import { elementCategorySchema } from '@meble/domain/element-category';
import { fileRecordSchema } from '@meble/domain/file';
import {
  HISTORY_FILTER_MIN_LENGTH,
  HISTORY_OPERATIONS,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  historyListQuerySchema,
  RECORD_KINDS,
  type ConflictBody,
  type HistoryActor,
  type HistoryChange,
  type HistoryEntry,
  type HistoryOperation,
  type HistoryPage,
  type RecordKind,
} from '@meble/domain/history';
import { fieldLabel, formatHistoryValue, RECORD_KIND_LABELS } from '@meble/domain/history-fields';
import { kitSchema } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import { slugify } from '@meble/domain/slug';
import { translationSchema } from '@meble/domain/translation';
import { userSchema } from '@meble/domain/user';
import { fabricFamilySchema, fabricParameterSchema, fabricSchema } from '@meble/domain/fabric';
import { finishSchema } from '@meble/domain/finish';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, nullIfNotFound, ValidationFailure } from '../errors.ts';
import { keysetPageInfo, pageSize, refuseUnstorableArgs, restLimit } from '../keyset.ts';
import { adminMutation, fromRest, seenVersion } from '../mutations.ts';
import type { ReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import * as history from '../rest/history.ts';
import { selectsField, startAhead } from '../selection.ts';
import { ClientConfigurationRef, clientConfigurationReadAheads } from './client-configuration.ts';
import { CollectionRef, collectionReadAheads } from './collection.ts';
import { ElementRef, elementReadAheads } from './element.ts';
import { ElementCategoryRef, elementCategoryReadAheads } from './element-category.ts';
import { ErrorInterface } from './error.ts';
import { FileRef, fileReadAheads } from './file.ts';
import { KitRef, kitReadAheads } from './kit.ts';
import {
  FabricColorRef,
  FabricFamilyRef,
  fabricFamilyReadAheads,
  fabricParameterTypename,
  FabricPropertyRef,
  startFabricParametersAhead,
  tagNames,
  FabricRef,
  fabricReadAheads,
  FabricTypeRef,
  PARAMETER_REFS,
} from './fabric.ts';
import { FinishRef, finishReadAheads } from './finish.ts';
import { TranslationRef, translationReadAheads } from './translation.ts';
import { UserRef, userReadAheads } from './user.ts';

/*
 * The history of every write (D29) and the version conflicts, for administrators only: the entries of one record
 * (`history` on each record type) or of everything (`Query.history`), undo, and the typed ConflictError every
 * versioned mutation answers.
 */

/** The graph type of each kind of record. */
const TYPE_OF_KIND: Record<RecordKind, string> = {
  collection: CollectionRef.name,
  elementCategory: ElementCategoryRef.name,
  element: ElementRef.name,
  kit: KitRef.name,
  translation: TranslationRef.name,
  user: UserRef.name,
  clientConfiguration: ClientConfigurationRef.name,
  file: FileRef.name,
  fabricFamily: FabricFamilyRef.name,
  fabric: FabricRef.name,
  // One kind, three types: a parameter's is read from the parameters (recordKey).
  fabricParameter: FabricColorRef.name,
  finish: FinishRef.name,
};

const KIND_OF_TYPE = new Map([
  ...Object.entries(TYPE_OF_KIND).map(([kind, type]) => [type, kind as RecordKind] as const),
  [FabricTypeRef.name, 'fabricParameter' as const],
  [FabricPropertyRef.name, 'fabricParameter' as const],
]);

/** GraphQL names of the kinds: COLLECTION, ELEMENT_CATEGORY… */

export const RecordKindRef = builder.enumType('RecordKind', {
  description: 'The kinds of record that carry a version and a history (D29).',
  values: Object.fromEntries(RECORD_KINDS.map((kind) => [graphEnumName(kind), { value: kind, description: RECORD_KIND_LABELS[kind] }])) as Record<
    string,
    { value: RecordKind; description: string }
  >,
});

const OPERATION_DESCRIPTIONS: Record<HistoryOperation, string> = {
  create: 'The record was created.',
  update: 'Fields changed (before → after).',
  delete: 'The record was deleted, with what it took along (undoable for 30 days).',
  restore: 'A delete was undone: the record came back with its id.',
  revert: "An update was undone ('Przywróć'): its before-values written back.",
  import: 'A CSV import, with its lines.',
  undoImport: 'An import was undone: what it created was removed.',
  password: 'The password changed (never its value).',
};

const HistoryOperationRef = builder.enumType('HistoryOperation', {
  values: Object.fromEntries(HISTORY_OPERATIONS.map((operation) => [graphEnumName(operation), { value: operation, description: OPERATION_DESCRIPTIONS[operation] }])) as Record<
    string,
    { value: HistoryOperation; description: string }
  >,
});

export const HistoryActorRef = builder.objectRef<HistoryActor>('HistoryActor').implement({
  description: 'Who made a change, as they were named then (a user deleted since keeps their name here).',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    userId: t.id({
      nullable: true,
      description: "The user's global id (a User node); null for a change the system made.",
      resolve: (actor) => (actor._id === null ? null : encodeGlobalID(UserRef.name, actor._id)),
    }),
  }),
});

/** A recorded value as JSON text; null for none (a create's before, a delete's after). */
const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** A recorded value as text; a fabric's tags by their parameters' names, which the entry stores as slugs. */
async function shownValue(context: GatewayContext, change: HistoryChange & { kind: RecordKind }, value: unknown): Promise<string> {
  return formatHistoryValue(change.kind, change.field, await tagNames(context, change.kind, change.field, value));
}

/** Whether a page of these entries may show fabric tags as text: then the parameters' list starts with the page. */
const showsFabricTags = (kind: RecordKind | undefined, selects: (name: string) => boolean): boolean =>
  (kind === undefined || kind === 'fabric') && (selects('beforeText') || selects('afterText'));

const HistoryChangeRef = builder.objectRef<HistoryChange & { kind: RecordKind }>('HistoryChange').implement({
  description: 'One changed field, before → after.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The REST name of the field (priceA).' }),
    label: t.string({ description: "The field's Polish name ('Cena A'), or its REST name when it has none.", resolve: (change) => fieldLabel(change.kind, change.field) }),
    before: t.string({ nullable: true, description: 'The raw value before, as JSON text; null for none.', resolve: (change) => jsonText(change.before) }),
    after: t.string({ nullable: true, description: 'The raw value after, as JSON text; null for none.', resolve: (change) => jsonText(change.after) }),
    beforeText: t.string({
      description: "The value before as the record's screen shows it (prices in zł, discounts in %, a fabric's colours by name); '—' for none.",
      resolve: (change, _args, context) => shownValue(context, change, change.before),
    }),
    afterText: t.string({ description: "The value after as the record's screen shows it; '—' for none.", resolve: (change, _args, context) => shownValue(context, change, change.after) }),
  }),
});

const HistoryRemovedRef = builder.objectRef<{ kind: RecordKind; count: number }>('HistoryRemoved').implement({
  description: "What a delete took along, counted by kind (a collection delete's elements and kits).",
  fields: (t) => ({
    kind: t.field({ type: RecordKindRef, resolve: (removed) => removed.kind }),
    label: t.string({ description: 'The kind in Polish.', resolve: (removed) => RECORD_KIND_LABELS[removed.kind] }),
    count: t.exposeInt('count'),
  }),
});

const isRecordKind = (kind: string): kind is RecordKind => (RECORD_KINDS as readonly string[]).includes(kind);

/** What names a record in the history: its REST id, its name then, and the fields a write changed. */
interface RecordNamed {
  kind: RecordKind;
  recordId: string;
  name: string;
  changes?: readonly HistoryChange[];
  /** What the REST entry says of the collection now: its slug, null once gone, undefined from an API that does not say. */
  collectionSlug?: string | null | undefined;
}

/**
 * A record's graph key from its kind and REST id. A collection's graph id is its slug: the one the entry names (the
 * collection as it is now), else from the changes that name it, else from the list of collections (one call per
 * request, for an API that does not name it), else, for a collection gone since, made from its name as its slug was
 * (D5: the name is fixed once created and a taken slug is refused).
 */
async function recordKey(context: GatewayContext, { kind, recordId, name, changes = [], collectionSlug }: RecordNamed): Promise<{ typename: string; id: string }> {
  const typename = TYPE_OF_KIND[kind];
  if (kind === 'fabricParameter') return { typename: await fabricParameterTypename(context, recordId, changes), id: recordId };
  if (kind === 'fabricFamily') {
    // Its slug: named by the entry that created it, else made from its name as its slug was (D5: the name is fixed).
    const named = changes.find((change) => change.field === 'slug');
    const slug = [named?.after, named?.before].find((value): value is string => typeof value === 'string' && value !== '');
    return { typename, id: slug ?? slugify(name) };
  }
  if (kind !== 'collection') return { typename, id: recordId };
  if (collectionSlug) return { typename, id: collectionSlug };
  const named = changes.find((change) => change.field === 'slug');
  const slug = [named?.after, named?.before].find((value): value is string => typeof value === 'string' && value !== '');
  if (slug) return { typename, id: slug };
  if (collectionSlug === null) return { typename, id: slugify(name) };
  const listed = (await context.loaders.collectionList()).collections.find((collection) => collection._id === recordId);
  return { typename, id: listed?.slug ?? slugify(name) };
}

async function recordGlobalId(context: GatewayContext, record: RecordNamed): Promise<string> {
  const { typename, id } = await recordKey(context, record);
  return encodeGlobalID(typename, id);
}

const namedBy = (entry: HistoryEntry): RecordNamed => ({
  kind: entry.kind,
  recordId: entry.recordId,
  name: entry.recordName,
  changes: entry.changes,
  collectionSlug: entry.collectionSlug,
});

/**
 * One entry as a node, loaded through the list (no REST path reads one entry): the page after the next id
 * holds it first.
 */
export const HistoryEntryRef = builder.loadableNodeRef('HistoryEntry', {
  id: { resolve: (entry: HistoryEntry) => entry._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        if (!/^\d{1,17}$/.test(id)) return new NotFound();
        const page = await fromRest(history.listHistory(context.rest, { after: String(BigInt(id) + 1n), limit: 1 }));
        return page.entries[0]?._id === id ? page.entries[0] : new NotFound();
      }),
    ),
});

HistoryEntryRef.implement({
  description: 'One recorded write (D29): who, when, what, before → after. Administrators only.',
  authScopes: { admin: true },
  fields: (t) => ({
    at: t.exposeString('at', { description: 'ISO 8601 (shown in Polish format, Europe/Warsaw: D4).' }),
    actor: t.field({ type: HistoryActorRef, nullable: true, description: 'Null for the public intake and for writes the system made.', resolve: (entry) => entry.actor }),
    kind: t.field({ type: RecordKindRef, resolve: (entry) => entry.kind }),
    recordId: t.id({
      description: "The record's global id (of the type its kind names); a collection's is found by its slug.",
      resolve: (entry, _args, context) => recordGlobalId(context, namedBy(entry)),
    }),
    recordName: t.exposeString('recordName', { description: 'The record as this write named it.' }),
    operation: t.field({ type: HistoryOperationRef, resolve: (entry) => entry.operation }),
    version: t.int({ nullable: true, description: 'The record version this write made (null for a delete).', resolve: (entry) => entry.version }),
    changes: t.field({
      type: [HistoryChangeRef],
      description: 'Each changed field; a password is named, never its value.',
      resolve: (entry) => entry.changes.map((change) => ({ ...change, kind: entry.kind })),
    }),
    removed: t.field({
      type: [HistoryRemovedRef],
      description: 'For a delete: what it took along, by kind.',
      // A kind the graph does not know yet (an area to come) is left out rather than failing the entry.
      resolve: (entry) => entry.removed.flatMap((removed) => (isRecordKind(removed.kind) ? [{ kind: removed.kind, count: removed.count }] : [])),
    }),
    lines: t.exposeInt('lines', { description: 'For an import: its lines.' }),
    undoable: t.exposeBoolean('undoable', { description: 'Whether undoHistoryEntry may undo it now.' }),
    undoneBy: t.id({ nullable: true, description: 'The entry that undid this one.', resolve: (entry) => (entry.undoneBy === null ? null : encodeGlobalID(HistoryEntryRef.name, entry.undoneBy)) }),
    undoes: t.id({ nullable: true, description: 'The entry this one undid.', resolve: (entry) => (entry.undoes === null ? null : encodeGlobalID(HistoryEntryRef.name, entry.undoes)) }),
    collectionSlug: t.string({
      nullable: true,
      description:
        "For a collection, an element, a kit or an element category: the collection it is in now (a collection's own slug), for a link to it; for a fabric its family's slug; for a finish its kind (legs, elements); for a file its kind (its list); null once it is gone.",
      resolve: (entry) => entry.collectionSlug ?? null,
    }),
  }),
});

const HistoryConnectionRef = builder.connectionObject(
  { type: HistoryEntryRef, name: 'HistoryEntryConnection', description: 'Newest first, by keyset. No totalCount: the REST history does not count.' },
  { name: 'HistoryEntryEdge' },
);

const PAGE_SIZES = { size: HISTORY_PAGE_SIZE, max: HISTORY_PAGE_MAX };

/** What a page narrows to, in REST terms (raw ids). */
interface HistoryScope {
  kind?: RecordKind | undefined;
  recordId?: string | undefined;
  actorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
}

interface PageArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
}

/** Where a REST filter's refusal is shown: the graph's argument. */
const ARGUMENT_OF: Record<string, string> = { q: 'filter.text', from: 'filter.from', to: 'filter.to', after: 'after', recordId: 'filter.recordId', actorId: 'filter.actorId' };

/** The REST query of a page, checked as the API checks it; throws for arguments the caller got wrong, before any call. */
function historyQuery(scope: HistoryScope, args: PageArgs): history.HistoryPageQuery {
  refuseUnstorableArgs({ after: args.after, 'filter.text': scope.text, 'filter.from': scope.from, 'filter.to': scope.to });
  const text = scope.text?.trim();
  const query = {
    kind: scope.kind,
    recordId: scope.recordId,
    actorId: scope.actorId,
    from: scope.from || undefined,
    to: scope.to || undefined,
    // Shorter text is ignored, as the other lists do, so it costs no call of its own.
    q: text && text.length >= HISTORY_FILTER_MIN_LENGTH ? text : undefined,
    after: args.after || undefined,
    limit: restLimit(pageSize(args.first, PAGE_SIZES)),
  };
  const checked = historyListQuerySchema.safeParse(query);
  if (!checked.success) {
    // A cursor not made by this list is refused as every list refuses one, with the same message.
    const messageOf = (field: string, message: string) => (field === 'after' ? messages.invalidCursor : message);
    const fieldErrors = checked.error.issues.map((issue) => ({ field: ARGUMENT_OF[String(issue.path[0])] ?? String(issue.path[0]), message: messageOf(String(issue.path[0]), issue.message) }));
    throw new ValidationFailure(fieldErrors[0]?.message ?? messages.invalidRequest, fieldErrors);
  }
  return query;
}

/** The REST page, once per request and query: a read-ahead or a root field starts it, the resolver reads it. */
const historyOnce = perRequest(
  'history',
  (context: GatewayContext, query: history.HistoryPageQuery): Promise<HistoryPage> => fromRest(history.listHistory(context.rest, query)),
  (query) => [query.kind, query.recordId, query.actorId, query.from, query.to, query.q, query.after, query.limit],
);

async function historyConnection(context: GatewayContext, scope: HistoryScope, args: PageArgs) {
  const size = pageSize(args.first, PAGE_SIZES);
  const answer = await historyOnce(context, historyQuery(scope, args));
  const edges = answer.entries.slice(0, size).map((node) => ({ cursor: node._id, node }));
  return { edges, pageInfo: keysetPageInfo(edges, args.after, { nextCursor: answer.nextCursor, rows: answer.entries.length }, size) };
}

const emptyConnection = () => ({ edges: [], pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: false } });

/** Starts a record's history page with the record, so a screen with both is one round. */
function readHistoryAhead(readAheads: ReadAheads<string>, kind: RecordKind): void {
  readAheads.on('history', (context, recordId, child) => {
    try {
      startAhead(historyOnce(context, historyQuery({ kind, recordId }, child.args)));
      if (showsFabricTags(kind, child.selects)) startFabricParametersAhead(context);
    } catch {
      // Arguments the resolver refuses start nothing.
    }
  });
}

const HISTORY_FIELD_DESCRIPTION = `The record's history, newest first, ${HISTORY_PAGE_SIZE} by default (at most ${HISTORY_PAGE_MAX}). Administrators only.`;

/** `history` on a record type: its entries by kind and REST id. */
function historyField<T extends object>(ref: Parameters<typeof builder.objectField>[0], kind: RecordKind, recordIdOf: (record: T) => string | Promise<string>): void {
  builder.objectField(ref, 'history', (t) =>
    t.connection(
      {
        type: HistoryEntryRef,
        description: HISTORY_FIELD_DESCRIPTION,
        authScopes: { admin: true },
        resolve: async (record, args, context) => historyConnection(context, { kind, recordId: await recordIdOf(record as T) }, args),
      },
      HistoryConnectionRef,
    ),
  );
}

historyField(ElementRef, 'element', (element: { _id: string }) => element._id);
historyField(KitRef, 'kit', (kit: { _id: string }) => kit._id);
historyField(ElementCategoryRef, 'elementCategory', (category: { _id: string }) => category._id);
historyField(TranslationRef, 'translation', (translation: { _id: string }) => translation._id);
historyField(UserRef, 'user', (user: { _id: string }) => user._id);
historyField(ClientConfigurationRef, 'clientConfiguration', (node: { configuration: { _id: string } }) => node.configuration._id);
historyField(FileRef, 'file', (file: { _id: string }) => file._id);
// A family's graph key is its slug too, which the REST history takes for a family.
historyField(FabricFamilyRef, 'fabricFamily', (family: { slug: string }) => family.slug);
historyField(FabricRef, 'fabric', (fabric: { _id: string }) => fabric._id);
historyField(FinishRef, 'finish', (finish: { _id: string }) => finish._id);
for (const ref of [FabricColorRef, FabricTypeRef, FabricPropertyRef]) historyField(ref, 'fabricParameter', (parameter: { _id: string }) => parameter._id);
// A collection's graph key is its slug, which the REST history takes for a collection as well as its id.
historyField(CollectionRef, 'collection', (collection: { slug: string }) => collection.slug);

readHistoryAhead(collectionReadAheads, 'collection');
readHistoryAhead(elementReadAheads, 'element');
readHistoryAhead(kitReadAheads, 'kit');
readHistoryAhead(elementCategoryReadAheads, 'elementCategory');
readHistoryAhead(translationReadAheads, 'translation');
readHistoryAhead(userReadAheads, 'user');
readHistoryAhead(fabricFamilyReadAheads, 'fabricFamily');
readHistoryAhead(fabricReadAheads, 'fabric');
readHistoryAhead(finishReadAheads, 'finish');
readHistoryAhead(clientConfigurationReadAheads, 'clientConfiguration');
readHistoryAhead(fileReadAheads, 'file');

const HistoryFilter = builder.inputType('HistoryFilter', {
  description: 'Every filter optional; together they narrow.',
  fields: (t) => ({
    kind: t.field({ type: RecordKindRef }),
    recordId: t.globalID({ for: [CollectionRef, ElementCategoryRef, ElementRef, KitRef, TranslationRef, UserRef, ClientConfigurationRef, FileRef], description: "One record's entries: its global id (its kind is implied)." }),
    actorId: t.globalID({ for: [UserRef], description: "One person's changes: their User id." }),
    from: t.string({ description: 'The first day, inclusive: YYYY-MM-DD (Europe/Warsaw).' }),
    to: t.string({ description: 'The last day, inclusive: YYYY-MM-DD.' }),
    text: t.string({ description: `The record's name or the person's name or e-mail, from ${HISTORY_FILTER_MIN_LENGTH} characters (trimmed), case and Polish letters ignored.` }),
  }),
});

type HistoryFilterInput = typeof HistoryFilter.$inferInput;

/** The filter in REST terms (a collection by its slug, which the REST history takes as well as its id). */
async function scopeOf(context: GatewayContext, filter: HistoryFilterInput | null | undefined): Promise<HistoryScope | null> {
  if (!filter) return {};
  const { recordId, actorId, kind, from, to, text } = filter;
  const scope: HistoryScope = { kind: kind ?? undefined, actorId: actorId?.id, from: from ?? undefined, to: to ?? undefined, text: text ?? undefined };
  if (!recordId) return scope;
  const recordKind = KIND_OF_TYPE.get(recordId.typename);
  if (!recordKind || (kind && kind !== recordKind)) return null;
  return { ...scope, kind: recordKind, recordId: recordId.id };
}

/** The scope a filter names, for starting the page with the scope check. */
function scopeAhead(filter: HistoryFilterInput | null | undefined): HistoryScope | undefined {
  if (!filter?.recordId) return { kind: filter?.kind ?? undefined, actorId: filter?.actorId?.id, from: filter?.from ?? undefined, to: filter?.to ?? undefined, text: filter?.text ?? undefined };
  const recordKind = KIND_OF_TYPE.get(filter.recordId.typename);
  if (!recordKind || (filter.kind && filter.kind !== recordKind)) return undefined;
  return { kind: recordKind, recordId: filter.recordId.id, actorId: filter.actorId?.id, from: filter.from ?? undefined, to: filter.to ?? undefined, text: filter.text ?? undefined };
}

builder.queryField('history', (t) =>
  t.connection(
    {
      type: HistoryEntryRef,
      description: `Every recorded write, newest first, ${HISTORY_PAGE_SIZE} by default (at most ${HISTORY_PAGE_MAX}), narrowed by \`filter\`. Administrators only.`,
      args: { filter: t.arg({ type: HistoryFilter }) },
      // The page's call starts with the scope check (one round); it reaches the answer only through the resolver.
      authScopes: (_root, args, context, info) => {
        try {
          const scope = scopeAhead(args.filter);
          if (scope) startAhead(historyOnce(context, historyQuery(scope, args)));
          if (scope && showsFabricTags(scope.kind, (name) => selectsField(info, name))) startFabricParametersAhead(context);
        } catch {
          // Arguments the resolver refuses start nothing.
        }
        return { admin: true };
      },
      resolve: async (_root, args, context) => {
        const scope = await scopeOf(context, args.filter);
        if (!scope) {
          historyQuery({}, args);
          return emptyConnection();
        }
        return historyConnection(context, scope, args);
      },
    },
    HistoryConnectionRef,
  ),
);

// ---- Conflicts ----

const ConflictRecordRef = builder.objectRef<{ kind: RecordKind; recordId: string; name: string; version: number }>('ConflictRecord').implement({
  description: 'A record of a multi-record write that changed since it was read.',
  fields: (t) => ({
    kind: t.field({ type: RecordKindRef, resolve: (record) => record.kind }),
    recordId: t.id({ description: "The record's global id.", resolve: (record, _args, context) => recordGlobalId(context, { kind: record.kind, recordId: record.recordId, name: record.name }) }),
    name: t.exposeString('name'),
    version: t.exposeInt('version', { description: "The record's version now." }),
  }),
});

/** The record of a conflict as the graph type of its kind, from the 409's `current`; null for one the answer does not describe. */
async function currentNode(context: GatewayContext, conflict: ConflictBody): Promise<object | null> {
  const { current } = conflict;
  if (current === null) return null;
  const typed = (value: object | undefined, type: Parameters<typeof brandWithType>[1]): object | null => {
    if (!value) return null;
    brandWithType(value, type);
    return value;
  };
  switch (conflict.kind) {
    case 'element':
      return typed(elementSchema.safeParse(current).data, ElementRef);
    case 'collection':
      return typed(collectionSchema.safeParse(current).data, CollectionRef);
    case 'elementCategory':
      return typed(elementCategorySchema.safeParse(current).data, ElementCategoryRef);
    case 'kit':
      return typed(kitSchema.safeParse(current).data, KitRef);
    case 'translation':
      return typed(translationSchema.safeParse(current).data, TranslationRef);
    case 'user':
      return typed(userSchema.safeParse(current).data, UserRef);
    case 'file':
      return typed(fileRecordSchema.safeParse(current).data, FileRef);
    case 'fabricFamily':
      return typed(fabricFamilySchema.safeParse(current).data, FabricFamilyRef);
    case 'fabric':
      return typed(fabricSchema.safeParse(current).data, FabricRef);
    case 'fabricParameter': {
      const parameter = fabricParameterSchema.safeParse(current).data;
      return parameter ? typed(parameter, PARAMETER_REFS[parameter.objectType]) : null;
    }
    case 'finish':
      return typed(finishSchema.safeParse(current).data, FinishRef);
    case 'clientConfiguration': {
      // Its salon and collection are not in the record: read with them, and as this viewer may see it (D13).
      const configuration = clientConfigurationSchema.safeParse(current).data;
      if (!configuration) return null;
      const node = await ClientConfigurationRef.getDataloader(context).load(configuration._id).catch(() => null);
      return typed(node ?? undefined, ClientConfigurationRef);
    }
  }
}

builder.objectType(ConflictFailure, {
  name: 'ConflictError',
  description:
    "The record changed since the version the write named: nothing was written. The message names who changed it and when ('Ten rekord zmienił(a) … o …'); `current` is the record as it is now.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    changedBy: t.field({ type: HistoryActorRef, nullable: true, resolve: (error) => error.conflict.changedBy }),
    changedAt: t.string({ nullable: true, description: 'ISO 8601.', resolve: (error) => error.conflict.changedAt }),
    currentVersion: t.int({ description: "The record's version now: a save of the user's own values names it.", resolve: (error) => error.conflict.version }),
    current: t.field({
      type: builder.nodeInterfaceRef(),
      nullable: true,
      description: 'The record as it is now, as its own type (`... on Element { priceA }`); null once it is gone.',
      resolve: (error, _args, context) => currentNode(context, error.conflict),
    }),
    records: t.field({
      type: [ConflictRecordRef],
      description: 'For a write of several records (discounts, kit elements, an import): each one at fault.',
      resolve: (error) => error.conflict.records ?? [],
    }),
  }),
});

// ---- Undo ----

const UndoHistoryEntryPayload = builder.objectRef<{ entry: HistoryEntry }>('UndoHistoryEntryPayload').implement({
  fields: (t) => ({
    entry: t.field({ type: HistoryEntryRef, description: 'The entry the undo recorded.', resolve: (payload) => payload.entry }),
    record: t.field({
      type: builder.nodeInterfaceRef(),
      nullable: true,
      description: 'The record as the undo left it, read again; null when it no longer exists (an undone create).',
      resolve: async (payload, _args, context, info: GraphQLResolveInfo) => {
        const { entry } = payload;
        const [node] = await resolveNodes(builder, context, info, [await recordKey(context, namedBy(entry))]);
        return (nullIfNotFound(node) ?? null) as object | null;
      },
    }),
  }),
});

adminMutation('undoHistoryEntry', {
  type: UndoHistoryEntryPayload,
  description:
    "Undoes an entry (D29): an update's before-values written back ('Przywróć'), a delete restored with its ids and what it took along (for 30 days), an import's new records removed. Recorded as a new entry. A refusal (changed since, already undone, a slug taken) is a ValidationError with its Polish message; a stale `version` a ConflictError.",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [HistoryEntryRef] }),
    version: arg.int({ description: 'The version of the record the undoer saw.' }),
  }),
  resolve: async ({ args, context }) => ({ entry: await history.undoHistoryEntry(context.rest, args.id.id, seenVersion(args.version)) }),
});
