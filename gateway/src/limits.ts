import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { CONFIGURATIONS_PAGE_MAX, CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import { CSV_MAX_REQUEST_BYTES } from '@meble/domain/csv';
import { ELEMENT_GRAPH_PAGE_MAX, ELEMENT_PAGE_SIZE } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import { SEARCH_RESULTS_DEFAULT, SEARCH_RESULTS_MAX } from '@meble/domain/search';
import { TRANSLATIONS_PAGE_MAX, TRANSLATIONS_PAGE_SIZE } from '@meble/domain/translation';
import { USERS_PAGE_MAX, USERS_PAGE_SIZE, type User } from '@meble/domain/user';

/**
 * Every limit one GraphQL request meets, in one place. The web client's own operations are the yardstick: the test
 * tests/gateway/operation-limits.test.ts runs each of them (with the largest page sizes it sends) through these
 * limits. Its figures today (53 operations once merged with main): at most 147 tokens, depth 6, 1 alias, 2 directives,
 * cost 2,613. Each limit leaves an integrator room above those, and refuses the attacks of issue 13 before any
 * resolver runs.
 */
export const GRAPH_LIMITS = {
  /**
   * Fields nested in fields (fragments are not a level; introspection's `__schema` is not counted). The web's deepest
   * operations are 6 (a list's edges → node → prices); 10 lets an integrator go four levels further (a configuration's
   * kits, their elements, their prices), and refuses the `collection → kits → collection` cycle from its fifth turn.
   */
  depth: 10,
  /**
   * Aliased fields in an operation, fragments included (`__typename` aliases, which Relay adds, do not count).
   * The web uses at most 1; 15 (GraphQL Armor's default) lets an integrator ask for a few variants side by side;
   * a document that repeats a field hundreds of times is refused before anything runs.
   */
  aliases: 15,
  /** Directive uses (`@include`, `@skip`…) in an operation. The web sends at most 2. */
  directives: 10,
  /**
   * Lexical tokens of a document, counted while it is parsed, so a longer one is refused before it is a syntax tree
   * (the 200,000-alias document after 5,000 of its 600,000 tokens). The web's longest operation has 147 tokens,
   * GraphiQL's introspection query 183; an integrator's query of several hundred lines fits. Below this, the alias,
   * depth and cost limits say what is wrong with a document more precisely.
   */
  tokens: 5_000,
  /**
   * What an operation may ask for, as objects the gateway would build: every object field costs 1, times the entries
   * of each list it sits in (see {@link operationCost}). The web's costliest operation is 2,613 (the element picker
   * at a page of 200 elements with their categories and prices). 20,000 lets an integrator read a whole page of 100
   * client configurations with their kits, elements and each element's catalogue entry (10,502), and refuses two such
   * pages in one operation, or 300 aliases of `clientConfigurations(first: 100)` (60,000 and more).
   */
  cost: 20_000,
  /**
   * A list that takes no `first` is counted as this many entries: such lists are short by nature (the kits of a
   * collection, the elements of a kit, the prices of an element, the dictionaries), unlike the paged ones below.
   */
  unpagedListSize: 10,
  /**
   * Request bodies of POST /graphql. Without a bearer token the API accepts, 32 KB: an anonymous caller only signs in
   * (about 300 bytes); the web's largest operation is 4 KB. With one, a CSV import
   * carries its whole text (domain's limit answers in Polish in the import's report), so the limit is the import's.
   */
  anonymousBodyBytes: 32 * 1024,
  signedInBodyBytes: CSV_MAX_REQUEST_BYTES,
} as const;

/** Fields with `first`/`last`: their default and largest page, as the resolvers enforce them ("Type.field"). */
const PAGED_FIELDS: Record<string, { size: number; max: number }> = {
  'Query.clientConfigurations': { size: CONFIGURATIONS_PAGE_SIZE, max: CONFIGURATIONS_PAGE_MAX },
  'Collection.elements': { size: ELEMENT_PAGE_SIZE, max: ELEMENT_GRAPH_PAGE_MAX },
  'Query.search': { size: SEARCH_RESULTS_DEFAULT, max: SEARCH_RESULTS_MAX },
  'Query.users': { size: USERS_PAGE_SIZE, max: USERS_PAGE_MAX },
  'Query.translations': { size: TRANSLATIONS_PAGE_SIZE, max: TRANSLATIONS_PAGE_MAX },
};

/**
 * Objects made in memory from their parent's answer, never an API call of their own: they cost nothing themselves
 * (what they hold still counts). A client configuration's kits and their elements (the configuration's own record);
 * a CSV import's report, at most CSV_MAX_ELEMENTS lines (domain/src/csv.ts), all of them unless `first` says less.
 */
const FREE_TYPES = new Set(['ConfigurationKit', 'ConfigurationElement', 'CsvLine', 'CsvProblem']);

export type GraphLimits = typeof GRAPH_LIMITS;
type Limits = { readonly [K in keyof GraphLimits]: number };

function limitError(message: string, code: string, limit: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, limit } });
}

/** An armor rule's refusal, reported with our code and Polish message instead of its English "Syntax Error: …". */
function reportAs(message: string, code: string, limit: number) {
  return (context: ValidationContext | null): void => {
    context?.reportError(limitError(message, code, limit));
  };
}

/** Parses with graphql-js's own token bound: the lexer stops at the limit, before the rest of the text is read. */
function parseWithTokenLimit(maxTokens: number) {
  return (source: string | Source, options?: ParseOptions): DocumentNode => {
    try {
      return parse(source, { ...options, maxTokens });
    } catch (error) {
      // graphql-js 16: "Document contains more that N tokens. Parsing aborted."
      if (error instanceof GraphQLError && /contains more \w+ \d+ tokens/.test(error.message)) {
        throw limitError(messages.operationTooLong(maxTokens), 'TOO_MANY_TOKENS', maxTokens);
      }
      throw error;
    }
  };
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

type Variables = Readonly<Record<string, unknown>>;

function intValue(node: ValueNode | undefined, variables: Variables): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : undefined;
  }
  return undefined;
}

function listLength(node: ValueNode, variables: Variables): number | undefined {
  if (node.kind === Kind.LIST) return node.values.length;
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return Array.isArray(value) ? value.length : undefined;
  }
  return undefined;
}

/** The page a paged field answers: its `first`/`last` within the resolver's bounds, else its default page. */
function pageSizeOf(parentName: string, field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | undefined {
  if (!field.args.some((arg) => arg.name === 'first' || arg.name === 'last')) return undefined;
  const asked = ['first', 'last']
    .map((name) => intValue(node.arguments?.find((arg) => arg.name.value === name)?.value, variables))
    .find((value) => value !== undefined);
  const known = PAGED_FIELDS[`${parentName}.${field.name}`];
  if (asked === undefined) return known?.size ?? GRAPH_LIMITS.unpagedListSize;
  return Math.max(0, known ? Math.min(asked, known.max) : asked);
}

interface CostInput {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  unpagedListSize: number;
}

/**
 * The cost of a selection: each object field costs 1 per entry it is built for. A list multiplies what it holds by
 * its entries: its `first`/`last` (a connection passes its page to `edges`/`nodes`; `search(first:)` to its lists),
 * the length of an id list argument (`nodes(ids:)`), or {@link GRAPH_LIMITS.unpagedListSize}. Scalars and
 * introspection fields cost nothing (introspection is for signed-in users, and the schema is small and fixed).
 * Inline fragments and spreads add up (an overestimate where type conditions exclude each other).
 */
function selectionCost(input: CostInput, selectionSet: SelectionSetNode, parent: GraphQLCompositeType, page: number | undefined, seen: ReadonlySet<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? input.schema.getType(typeName) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(input, selection.selectionSet, type, page, seen);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = input.fragments.get(name);
      const type = fragment ? input.schema.getType(fragment.typeCondition.name.value) : undefined;
      if (fragment && type && isCompositeType(type) && !seen.has(name)) {
        cost += selectionCost(input, fragment.selectionSet, type, page, new Set([...seen, name]));
      }
      continue;
    }
    cost += fieldCost(input, selection, parent, page, seen);
  }
  return cost;
}

function fieldCost(input: CostInput, node: FieldNode, parent: GraphQLCompositeType, page: number | undefined, seen: ReadonlySet<string>): number {
  const name = node.name.value;
  if (name.startsWith('__') || !node.selectionSet) return 0;
  if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
  const field = parent.getFields()[name];
  if (!field) return 0;
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) return 0;
  const paged = pageSizeOf(parent.name, field, node, input.variables);
  let entries = 1;
  let childPage = paged;
  if (isListType(getNullableType(field.type))) {
    const ids = node.arguments?.map((arg) => listLength(arg.value, input.variables)).find((length) => length !== undefined);
    entries = paged ?? ids ?? page ?? input.unpagedListSize;
    childPage = undefined;
  }
  return entries * ((FREE_TYPES.has(type.name) ? 0 : 1) + selectionCost(input, node.selectionSet, type, childPage, seen));
}

/** The cost of the operation a request runs (see {@link selectionCost}); 0 for a document without it. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Variables = {},
  unpagedListSize: number = GRAPH_LIMITS.unpagedListSize,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return selectionCost({ schema, fragments, variables, unpagedListSize }, operation.selectionSet, root, undefined, new Set());
}

/** Whether the operation reads the schema (`__schema`, `__type`), in its fragments too. */
export function asksForSchema(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const visited = new Set<string>();
  const inSet = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return INTROSPECTION_FIELDS.has(selection.name.value) || (!!selection.selectionSet && inSet(selection.selectionSet));
      if (selection.kind === Kind.INLINE_FRAGMENT) return inSet(selection.selectionSet);
      if (visited.has(selection.name.value)) return false;
      visited.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      return !!fragment && inSet(fragment);
    });
  return inSet(operation.selectionSet);
}

interface LimitsContext {
  viewer(): Promise<User | null>;
}

/**
 * Refusals that need the request's variables or its user, after validation and before any resolver runs: the
 * cost (page sizes often come as variables) and introspection for anonymous callers.
 */
function useOperationGuard(limits: Limits): Plugin<LimitsContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Variables;
      const cost = operationCost(args.schema, args.document, args.operationName, variables, limits.unpagedListSize);
      if (cost > limits.cost) {
        setResultAndStopExecution({ errors: [limitError(messages.operationTooCostly(cost, limits.cost), 'QUERY_TOO_COSTLY', limits.cost)] });
        return;
      }
      if (asksForSchema(args.document, args.operationName)) {
        // The viewer of this request, as every resolver gets it (one /users/me call; an invalid token is no viewer).
        const viewer = await args.contextValue.viewer().catch(() => null);
        if (!viewer) {
          setResultAndStopExecution({
            errors: [new GraphQLError(messages.introspectionSignedInOnly, { extensions: { code: 'INTROSPECTION_DISABLED' } })],
          });
        }
      }
    },
  };
}

/**
 * The Yoga plugins that enforce {@link GRAPH_LIMITS}: tokens while parsing; depth, aliases and directives while
 * validating (GraphQL Armor's rules, refusing with our codes and Polish messages); "Did you mean" suggestions
 * removed from validation errors (they describe the schema to anyone); cost and introspection before execution.
 */
export function operationLimitPlugins(overrides: Partial<Limits> = {}): Plugin<LimitsContext>[] {
  const limits: Limits = { ...GRAPH_LIMITS, ...overrides };
  const maxTokens = limits.tokens;
  return [
    {
      onParse({ setParseFn }) {
        setParseFn(parseWithTokenLimit(maxTokens));
      },
    },
    maxDepthPlugin({
      n: limits.depth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reportAs(messages.operationTooDeep(limits.depth), 'QUERY_TOO_DEEP', limits.depth)],
    }),
    maxAliasesPlugin({
      n: limits.aliases,
      // Armor's default lets any number of `__typename` aliases through: each is cheap, but 1,600 were still a
      // 99 ms answer. The web aliases none.
      allowList: [],
      propagateOnRejection: false,
      onReject: [reportAs(messages.operationTooManyAliases(limits.aliases), 'TOO_MANY_ALIASES', limits.aliases)],
    }),
    maxDirectivesPlugin({
      n: limits.directives,
      propagateOnRejection: false,
      onReject: [reportAs(messages.operationTooManyDirectives(limits.directives), 'TOO_MANY_DIRECTIVES', limits.directives)],
    }),
    blockFieldSuggestionsPlugin({ mask: '' }),
    useOperationGuard(limits),
  ];
}
