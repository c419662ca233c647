import type { Collection } from '@meble/domain/collection';
import type { Element } from '@meble/domain/element';
import { nameSortKey } from '@meble/domain/name-keys';
import { storable } from '@meble/domain/text';
import {
  effectiveSearchText,
  nameMatches,
  SEARCH_EMAIL_MIN_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_DEFAULT,
  SEARCH_RESULTS_MAX,
  searchesEmails,
  searchResultCount,
  type ElementSearch,
} from '@meble/domain/search';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { pageSize, refuseUnstorableArgs } from '../keyset.ts';
import { fromRest } from '../mutations.ts';
import { searchElements } from '../rest/elements.ts';
import { typeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import { startAhead } from '../selection.ts';
import { ClientConfigurationRef, configurationListQuery, configurationPage, listConfigurationsOnce } from './client-configuration.ts';
import { CollectionRef, collectionBySlug } from './collection.ts';
import { ElementRef } from './element.ts';

/** The command palette's search, as its fields resolve it: the text as searched (null: too short) and hits per group. */
interface Search {
  text: string | null;
  emails: boolean;
  first: number;
}

/** GET /api/cms/elements/search once per request and query: started ahead by the root field, read by `elements`. */
const elementSearchOnce = perRequest(
  'element search',
  (context: GatewayContext, query: { text: string; limit: number }): Promise<ElementSearch> => fromRest(searchElements(context.rest, query)),
  (query) => [query.text, query.limit],
);

/** Every collection, from the dictionaries (administrators' variant): one call, revalidated, whatever the count. */
async function allCollections(context: GatewayContext): Promise<Collection[]> {
  return ((await context.loaders.dictionaries()).collectionCategories ?? []).flatMap((category) => category.collections);
}

const isAdmin = async (context: GatewayContext) => (await context.viewer())?.isAdmin === true;

interface ElementHit {
  element: Element;
}

const ElementSearchHitRef = builder.objectRef<ElementHit>('ElementSearchHit').implement({
  description: 'An element found by name, with its collection (from the dictionaries: no call per collection).',
  fields: (t) => ({
    element: t.field({ type: ElementRef, resolve: (hit) => hit.element }),
    collection: t.field({
      type: CollectionRef,
      resolve: async ({ element }, _args, context) =>
        (await allCollections(context)).find((collection) => collection.slug === element.collectionSlug) ??
        collectionBySlug(context, element.collectionSlug),
    }),
  }),
});

const SearchRef = builder.objectRef<Search>('Search').implement({
  description: `What the command palette finds: names from ${SEARCH_MIN_CHARS} characters, customer e-mails from ${SEARCH_EMAIL_MIN_CHARS}. Each group costs one REST call, whatever it finds.`,
  fields: (t) => ({
    collections: t.field({
      type: [CollectionRef],
      description: 'Collections whose name contains the text, in name order; empty for salon users (the catalogue is for administrators, D14).',
      resolve: async (search, _args, context) => {
        const { text } = search;
        if (text === null || !(await isAdmin(context))) return [];
        return (await allCollections(context))
          .filter((collection) => nameMatches(collection.name, text))
          .sort((a, b) => (nameSortKey(a.name) < nameSortKey(b.name) ? -1 : 1))
          .slice(0, search.first);
      },
    }),
    elements: t.field({
      type: [ElementSearchHitRef],
      description: 'Elements of every collection whose name contains the text, in name order; empty for salon users (D14).',
      resolve: async (search, _args, context) => {
        if (search.text === null || !(await isAdmin(context))) return [];
        const { elements } = await elementSearchOnce(context, { text: search.text, limit: search.first });
        return elements.map((element) => ({ element }));
      },
    }),
    clientConfigurations: t.field({
      type: [ClientConfigurationRef],
      description:
        'Configurations whose customer e-mail contains the text, newest first, scoped as `clientConfigurations` (D13): a salon user finds their own salon\'s and those saved online.',
      resolve: async (search, _args, context) => {
        if (search.text === null || !search.emails) return [];
        const page = await configurationPage(context, { email: search.text, first: search.first });
        return page.edges.map((edge) => edge.node);
      },
    }),
  }),
});

/** Each group's call, started by the root field with its scope check (a search whose text is searched). */
const searchReadAheads = typeReadAheads<Search & { text: string }>(SearchRef.name);
// The collections, and the elements' collections, come with the dictionaries.
searchReadAheads.on('collections', (context) => startAhead(context.loaders.dictionaries()));
searchReadAheads.on('elements', (context, search) => {
  startAhead(context.loaders.dictionaries());
  startAhead(elementSearchOnce(context, { text: search.text, limit: search.first }));
});
searchReadAheads.on('clientConfigurations', (context, search) => {
  const query = search.emails ? configurationListQuery({ email: search.text, first: search.first }) : undefined;
  if (query) startAhead(listConfigurationsOnce(context, query));
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchRef,
    description: `The command palette (Ctrl+K): collections and elements by name, client configurations by customer e-mail. \`first\`: hits per group (${SEARCH_RESULTS_DEFAULT} by default, from 1 to ${SEARCH_RESULTS_MAX}; a negative count is refused).`,
    args: { text: t.arg.string({ required: true }), first: t.arg.int() },
    // Every group's call starts now, with the viewer's; none reaches the answer before the check passed.
    authScopes: (_root, args, context, info) => {
      // A text or count the resolver refuses (NUL, a lone surrogate, a negative `first`) starts nothing.
      const text = storable(args.text) ? effectiveSearchText(args.text) : null;
      const first = searchResultCount(args.first);
      if (text !== null && !(args.first != null && args.first < 0)) searchReadAheads.start(context, { text, emails: searchesEmails(text), first }, info);
      return { signedIn: true };
    },
    resolve: (_root, args) => {
      refuseUnstorableArgs({ text: args.text });
      // A negative count is refused as on every list; 0 gives one hit per group, as the palette never asks for none.
      const first = searchResultCount(pageSize(args.first, { size: SEARCH_RESULTS_DEFAULT, max: SEARCH_RESULTS_MAX }));
      const text = effectiveSearchText(args.text);
      return { text, emails: searchesEmails(text), first };
    },
  }),
);
