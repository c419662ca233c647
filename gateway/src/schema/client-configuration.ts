import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import {
  CONFIGURATION_EMAIL_FILTER_MIN_CHARS,
  configurationCursor,
  configuratorUrl,
  CONFIGURATIONS_PAGE_MAX,
  CONFIGURATIONS_PAGE_SIZE,
  salonVisibleTo,
  WITHOUT_SALON,
  type ClientConfiguration,
  type ConfigurationList,
  type ConfigurationCollection,
  type ConfigurationElement,
  type ConfigurationKit,
  type Salon,
} from '@meble/domain/client-configuration';
import type { Element } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { GraphQLError } from 'graphql';
import type { Fabric } from '@meble/domain/fabric';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { fromRest, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import { startAhead } from '../selection.ts';
import * as configurations from '../rest/client-configurations.ts';
import { ElementRef } from './element.ts';
import { FabricRef } from './fabric.ts';
import { keysetPageInfo, pageSize, refuseUnstorableArgs, restLimit } from '../keyset.ts';

/**
 * D13 is applied here too, whatever the REST API does: a salon user gets only their own salon's and
 * unsalonned configurations, through the list, node/nodes and every nested path, so the graph stays
 * safe in front of a legacy API that returns everything.
 */
async function mayView(context: GatewayContext, configuration: ClientConfiguration): Promise<boolean> {
  const viewer = await context.viewer();
  return viewer !== null && salonVisibleTo({ isAdmin: viewer.isAdmin, id: viewer._id }, configuration.salon);
}

/** What a configuration's fields resolve against: the salons, collections and catalogue elements its answer carried. */
interface References {
  salons: ReadonlyMap<string, Salon>;
  collections: ReadonlyMap<string, ConfigurationCollection>;
  elements: readonly Element[];
  /** The catalogue fabrics the lines' materials name (the details' `fabs`, with their families). */
  fabrics: readonly Fabric[];
}
interface ConfigurationNode {
  configuration: ClientConfiguration;
  references: References;
}

function references(
  salons: readonly (Salon | null)[],
  collections: readonly (ConfigurationCollection | null)[],
  elements: readonly Element[],
  fabrics: readonly Fabric[] = [],
): References {
  return {
    salons: new Map(salons.flatMap((salon) => (salon ? [[salon._id, salon] as const] : []))),
    collections: new Map(collections.flatMap((collection) => (collection ? [[collection.slug, collection] as const] : []))),
    elements,
    fabrics,
  };
}

/** The fabric a line's material names: the longest fabric name its text holds, case ignored. */
function fabricOfMaterial(fabrics: readonly Fabric[], material: string): Fabric | null {
  const text = material.toLocaleLowerCase('pl');
  let found: Fabric | null = null;
  for (const fabric of fabrics) {
    if (text.includes(fabric.name.toLocaleLowerCase('pl')) && fabric.name.length > (found?.name.length ?? 0)) found = fabric;
  }
  return found;
}

/** A salon user's own salon, from their user record (no REST call). */
function ownSalon(viewer: User): Salon {
  return { _id: viewer._id, salonName: viewer.salonName ?? '', salonPhone: viewer.salonPhone ?? '', salonAddress: viewer.salonAddress ?? '' };
}

const SalonRef = builder.objectRef<Salon>('Salon').implement({
  description: "A salon: its data lives on its salon user (spec part 1 §3). Filter configurations by its id.",
  fields: (t) => ({
    id: t.id({ resolve: (salon) => encodeGlobalID('Salon', salon._id) }),
    name: t.exposeString('salonName'),
    phone: t.exposeString('salonPhone'),
    address: t.exposeString('salonAddress'),
  }),
});

const ConfigurationCollectionRef = builder.objectRef<ConfigurationCollection>('ConfigurationCollection').implement({
  description: 'The collection a configuration was made in (it may be gone since: D8).',
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

interface ElementLine {
  line: ConfigurationElement;
  node: ConfigurationNode;
}
const ConfigurationElementRef = builder.objectRef<ElementLine>('ConfigurationElement').implement({
  description: 'One element of a saved kit, as the configurator showed it to the customer.',
  fields: (t) => ({
    meshId: t.string({ description: "The catalogue element's index in the configuration's collection.", resolve: ({ line }) => line.meshId }),
    name: t.string({ resolve: ({ line }) => line.displayName }),
    icon: t.string({ resolve: ({ line }) => line.displayIcon }),
    material: t.string({ resolve: ({ line }) => line.displayMaterial }),
    equipment: t.string({ resolve: ({ line }) => line.displayEquipment }),
    woodMaterial: t.string({ resolve: ({ line }) => line.displayWoodMaterial }),
    pillowMaterial: t.string({ resolve: ({ line }) => line.displayPillowMaterial }),
    price: t.string({ description: 'As shown to the customer.', resolve: ({ line }) => line.displayPrice }),
    fabric: t.field({
      type: FabricRef,
      nullable: true,
      description: 'The catalogue fabric its material names (the longest fabric name the text holds); null when none, and for salon users (D14).',
      resolve: async ({ line, node }, _args, context) => {
        if ((await context.viewer())?.isAdmin !== true) return null;
        return fabricOfMaterial(node.references.fabrics, line.displayMaterial);
      },
    }),
    element: t.field({
      type: ElementRef,
      nullable: true,
      description: 'The catalogue element with this meshId in the collection; null once it is gone, and for salon users (the catalogue is for administrators, D14).',
      resolve: async ({ line, node }, _args, context) => {
        if ((await context.viewer())?.isAdmin !== true) return null;
        return node.references.elements.find((element) => element.collectionSlug === node.configuration.cSlug && element.name === line.meshId) ?? null;
      },
    }),
  }),
});

interface KitOfConfiguration {
  kit: ConfigurationKit;
  node: ConfigurationNode;
}
const ConfigurationKitRef = builder.objectRef<KitOfConfiguration>('ConfigurationKit').implement({
  description: 'A kit of a saved design, as the configurator showed it.',
  fields: (t) => ({
    name: t.string({ resolve: ({ kit }) => kit.name }),
    width: t.string({ description: 'Overall width as shown (displayWidth).', resolve: ({ kit }) => kit.displayWidth }),
    depth: t.string({ description: 'Overall depth as shown (displayDepth).', resolve: ({ kit }) => kit.displayDepth }),
    totalPrice: t.string({ description: 'As shown (displayTotalPrice).', resolve: ({ kit }) => kit.displayTotalPrice }),
    elements: t.field({ type: [ConfigurationElementRef], resolve: ({ kit, node }) => kit.elements.map((line) => ({ line, node })) }),
  }),
});

export const ClientConfigurationRef = builder.loadableNodeRef('ClientConfiguration', {
  id: { resolve: (node: ConfigurationNode) => node.configuration._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const detail = await nullOn404(configurations.getClientConfiguration(context.rest, id));
        // Another salon's configuration does not exist for this viewer (D13), whatever the upstream answered.
        if (!detail || !(await mayView(context, detail.clientConf))) return new NotFound();
        // Each fabric with its family, from the same answer: no call for either.
        const families = new Map(detail.textures.map((family) => [family.slug, family]));
        const fabrics = detail.fabs.map((fabric) => ({ ...fabric, ...(families.has(fabric.tcSlug) ? { family: families.get(fabric.tcSlug) } : {}) }));
        return { configuration: detail.clientConf, references: references([detail.salon], [detail.collection], detail.elements, fabrics) };
      }),
    ),
});

/** What `node(id)` starts with a configuration: the files that add its fields register their loads. */
export const clientConfigurationReadAheads = nodeReadAheads(ClientConfigurationRef.name);

ClientConfigurationRef.implement({
  description: 'A design an end customer saved in the 3D configurator (spec part 1 §3). Salon users see their own salon\'s and those saved online (D13).',
  authScopes: { signedIn: true },
  fields: (t) => ({
    salon: t.field({
      type: SalonRef,
      nullable: true,
      description: 'Null for a design saved online, without a salon.',
      resolve: ({ configuration, references: refs }) => (configuration.salon === null ? null : (refs.salons.get(configuration.salon) ?? null)),
    }),
    collectionSlug: t.string({ resolve: ({ configuration }) => configuration.cSlug }),
    collection: t.field({
      type: ConfigurationCollectionRef,
      nullable: true,
      description: 'Null once the collection has been deleted (D8).',
      resolve: ({ configuration, references: refs }) => refs.collections.get(configuration.cSlug) ?? null,
    }),
    customerEmail: t.string({ resolve: ({ configuration }) => configuration.customerEmail }),
    createdAt: t.string({ description: 'ISO 8601 with time zone (D4: shown in Polish format, Europe/Warsaw).', resolve: ({ configuration }) => configuration.createdAt }),
    urlSlug: t.string({ resolve: ({ configuration }) => configuration.urlSlug }),
    version: t.int({
      nullable: true,
      description: 'Bumped by every write; name it in deleteClientConfiguration (`version`) so a stale delete answers a ConflictError.',
      resolve: ({ configuration }) => configuration.version ?? null,
    }),
    configuratorUrl: t.string({
      description: 'The design in the configurator: CONFIGURATOR_URL + urlSlug.',
      resolve: ({ configuration }, _args, context) => configuratorUrl(context.configuratorUrl, configuration.urlSlug),
    }),
    kits: t.field({ type: [ConfigurationKitRef], resolve: (node) => node.configuration.kits.map((kit) => ({ kit, node })) }),
    viewerCanDelete: t.boolean({
      description: 'Everyone who may see a configuration may remove it (spec part 1 §1).',
      resolve: async ({ configuration }, _args, context) => mayView(context, configuration),
    }),
  }),
});

export interface ConfigurationPage {
  edges: { cursor: string; node: ConfigurationNode }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
  /** Asked only when `totalCount` is selected: behind a legacy API it may cost a walk through the list. */
  totalCount: () => Promise<number>;
  salons: Salon[];
}

function emptyPage(salons: Salon[]): ConfigurationPage {
  return { edges: [], pageInfo: { startCursor: null, endCursor: null, hasPreviousPage: false, hasNextPage: false }, totalCount: async () => 0, salons };
}

/**
 * Pages a count walks at most (of CONFIGURATIONS_PAGE_MAX rows): 2,000 rows behind a legacy API. Past that the count
 * is refused (COUNT_UNAVAILABLE) rather than the upstream's, which would tell a salon how many designs other salons
 * hold, or for which e-mails.
 */
const COUNT_PAGES_MAX = 20;

/**
 * What a non-administrator may see of everything matching the filters, counted here from the rows: for an upstream
 * whose count is not the viewer's (a legacy API that ignores scope counts every salon's rows).
 */
async function countVisible(context: GatewayContext, scope: { isAdmin: boolean; id: string }, query: Omit<ListQuery, 'limit' | 'cursor'>): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  for (let page = 0; page < COUNT_PAGES_MAX; page++) {
    const answer: ConfigurationList = await listConfigurationsOnce(context, { ...query, limit: CONFIGURATIONS_PAGE_MAX, cursor });
    count += answer.list.filter((configuration) => salonVisibleTo(scope, configuration.salon)).length;
    if (answer.nextCursor === null) return count;
    cursor = answer.nextCursor;
  }
  throw new GraphQLError(messages.countUnavailable, { extensions: { code: 'COUNT_UNAVAILABLE' } });
}

/** The salon filter as the REST API takes it: a salon's raw id, WITHOUT_SALON, or none; undefined for an id that is not a salon's. */
function salonFilter(salonId: string | null | undefined, withoutSalon: boolean | null | undefined): string | null | undefined {
  if (salonId) {
    try {
      const { typename, id } = decodeGlobalID(salonId);
      return typename === 'Salon' ? id : undefined;
    } catch {
      return undefined;
    }
  }
  return withoutSalon ? WITHOUT_SALON : null;
}

const ClientConfigurationOrderRef = builder.enumType('ClientConfigurationOrder', {
  description: 'The order of the client configurations list, by the date they were saved.',
  values: {
    NEWEST_FIRST: { value: 'newest', description: 'Newest first (the default).' },
    OLDEST_FIRST: { value: 'oldest', description: 'Oldest first.' },
  } as const,
});

/** A page of configurations as the list asks for it: the filters, and Relay's forward paging. */
export interface ConfigurationPageArgs {
  salonId?: string | null;
  withoutSalon?: boolean | null;
  email?: string | null;
  first?: number | null;
  after?: string | null;
  /** Newest first unless the list asks otherwise. */
  orderBy?: 'newest' | 'oldest' | null;
}

type ListQuery = Parameters<typeof configurations.listClientConfigurations>[1];

/**
 * The REST list, once per request and query: a root field starts it ahead of its scope check (here and in
 * search.ts), and the page below reads the same answer.
 */
export const listConfigurationsOnce = perRequest(
  'client configurations',
  (context: GatewayContext, query: ListQuery): Promise<ConfigurationList> => fromRest(configurations.listClientConfigurations(context.rest, query)),
  (query) => [query.limit, query.cursor ?? null, query.salon ?? null, query.email ?? null, query.order ?? 'newest'],
);

const PAGE_SIZES = { size: CONFIGURATIONS_PAGE_SIZE, max: CONFIGURATIONS_PAGE_MAX };

/**
 * The REST query of a page, from its arguments alone, so a root field can start it with its scope check; undefined
 * for a salon id that is not a salon's (nothing to ask). Throws for arguments the caller got wrong, before any call.
 */
export function configurationListQuery(args: ConfigurationPageArgs): ListQuery | undefined {
  refuseUnstorableArgs({ salonId: args.salonId, email: args.email, after: args.after });
  const salon = salonFilter(args.salonId, args.withoutSalon);
  if (salon === undefined) return undefined;
  return { limit: restLimit(pageSize(args.first, PAGE_SIZES)), cursor: args.after, salon, email: args.email, order: args.orderBy ?? 'newest' };
}

/**
 * What the viewer may see of one page (D13), whatever the upstream answered: the list field and the command
 * palette's search read configurations only through here.
 */
export async function configurationPage(context: GatewayContext, args: ConfigurationPageArgs): Promise<ConfigurationPage> {
  const query = configurationListQuery(args);
  const size = pageSize(args.first, PAGE_SIZES);
  const viewer = await context.viewer();
  if (!viewer) throw new Error('clientConfigurations resolved without a viewer');
  const scope = { isAdmin: viewer.isAdmin, id: viewer._id };
  const salon = query?.salon;
  const ownSalons = viewer.isAdmin ? null : viewer.isSalon ? [ownSalon(viewer)] : [];
  // A salon this viewer may not see, or no salon at all: answered as for an unknown salon (D13).
  if (query === undefined || salon === undefined || (salon !== null && salon !== WITHOUT_SALON && !salonVisibleTo(scope, salon))) {
    return emptyPage(ownSalons ?? []);
  }
  const answer = await listConfigurationsOnce(context, query);
  // A salon user's rows name their own salon only: taken from their user, never from what the upstream listed.
  const refs = references(ownSalons ?? answer.salons, answer.collections, answer.elements);
  const visible = answer.list.filter((configuration) => salonVisibleTo(scope, configuration.salon));
  // The upstream's count is passed on only when it is this viewer's: an administrator's (everything), or one the API
  // says it narrowed to this user, on a page with nothing this user may not see (else it did not narrow, whatever it says).
  const countIsViewers = viewer.isAdmin || (answer.scopedTo === viewer._id && visible.length === answer.list.length);
  const listQuery = { salon, email: args.email, order: args.orderBy ?? 'newest' } as const;
  const edges = visible.slice(0, size).map((configuration) => ({ cursor: configurationCursor(configuration), node: { configuration, references: refs } }));
  return {
    edges,
    pageInfo: keysetPageInfo(edges, args.after, { nextCursor: answer.nextCursor, rows: answer.list.length }, size),
    totalCount: countIsViewers ? async () => answer.totalCount : () => countVisible(context, scope, listQuery),
    salons: ownSalons ?? answer.salons,
  };
}

builder.queryField('clientConfigurations', (t) =>
  t.connection(
    {
      type: ClientConfigurationRef,
      description: `Newest first (\`orderBy: OLDEST_FIRST\`: oldest first), ${CONFIGURATIONS_PAGE_SIZE} by default (at most ${CONFIGURATIONS_PAGE_MAX}). \`salonId\` (a Salon id) or \`withoutSalon\` narrows by salon; \`email\` searches customer e-mails from ${CONFIGURATION_EMAIL_FILTER_MIN_CHARS} characters.`,
      args: {
        salonId: t.arg.id(),
        withoutSalon: t.arg.boolean(),
        email: t.arg.string(),
        orderBy: t.arg({ type: ClientConfigurationOrderRef, defaultValue: 'newest' }),
      },
      // The page's call starts with the check: its answer carries the viewer, whom the page's scope (D13) is then
      // applied for; nothing reaches the answer before the check passed.
      authScopes: (_root, args, context) => {
        try {
          const query = configurationListQuery(args);
          if (query && context.rest.token) startAhead(listConfigurationsOnce(context, query));
        } catch {
          // Arguments the resolver refuses start nothing.
        }
        return { signedIn: true };
      },
      resolve: (_root, args, context) => configurationPage(context, args),
    },
    {
      name: 'ClientConfigurationConnection',
      fields: (c) => ({
        totalCount: c.int({
          description:
            'All configurations matching the filters that the viewer may see (D13). Behind an API that does not scope its count (a legacy one), counted by the gateway from the rows; COUNT_UNAVAILABLE past 2,000 rows.',
          resolve: (page) => page.totalCount(),
        }),
        salons: c.field({
          type: [SalonRef],
          description: 'The salons this viewer may filter by: every salon for an administrator, their own for a salon user.',
          resolve: (page) => page.salons,
        }),
      }),
    },
  ),
);

const DeleteClientConfigurationPayload = builder.objectRef<{ deletedId: string }>('DeleteClientConfigurationPayload').implement({
  fields: (t) => ({
    deletedId: t.id({ description: 'Global id of the deleted configuration (for @deleteEdge).', resolve: (p) => p.deletedId }),
  }),
});

builder.mutationField('deleteClientConfiguration', (t) =>
  t.field({
    type: DeleteClientConfigurationPayload,
    authScopes: { signedIn: true },
    description: "Deletes a customer's saved design for good ('Operacja trwale usuwa dane'). Another salon's answers as an unknown id (D13).",
    errors: { types: [NotFoundFailure, ValidationFailure, ConflictFailure] },
    args: {
      id: t.arg.globalID({ required: true, for: [ClientConfigurationRef] }),
      version: t.arg.int({ description: 'The version of the configuration the editor saw.' }),
    },
    resolve: async (_root, { id, version }, context) => {
      const seen = seenVersion(version);
      // An administrator may delete any configuration (D13); for a salon user the configuration is read first,
      // so the graph stays safe (D13) in front of a legacy API that would delete another salon's.
      if ((await context.viewer())?.isAdmin !== true) {
        const detail = await fromRest(configurations.getClientConfiguration(context.rest, id.id));
        if (!(await mayView(context, detail.clientConf))) throw new NotFoundFailure(messages.notFound);
      }
      await fromRest(configurations.deleteClientConfiguration(context.rest, id.id, seen));
      return { deletedId: encodeGlobalID('ClientConfiguration', id.id) };
    },
  }),
);
