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
  Lexer,
  parse,
  SchemaMetaFieldDef,
  Source,
  TokenKind,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { CONFIGURATIONS_PAGE_MAX, CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import { CSV_MAX_REQUEST_BYTES } from '@meble/domain/csv';
import { ELEMENT_GRAPH_PAGE_MAX, ELEMENT_PAGE_SIZE } from '@meble/domain/element';
import { REQUEST_BODY_MAX_BYTES } from '@meble/domain/limits';
import { messages } from '@meble/domain/messages';
import { SEARCH_RESULTS_DEFAULT, SEARCH_RESULTS_MAX } from '@meble/domain/search';
import { TRANSLATIONS_PAGE_MAX, TRANSLATIONS_PAGE_SIZE } from '@meble/domain/translation';
import { USERS_PAGE_MAX, USERS_PAGE_SIZE, type User } from '@meble/domain/user';

/**
 * Every limit one GraphQL request meets, in one place. The web client's own operations are the yardstick: the test
 * tests/gateway/operation-limits.test.ts runs each of them (with the largest page sizes it sends) through these
 * limits, so a screen that outgrows one fails there. Each limit leaves an integrator room above those.
 *
 * Every check runs in time linear in the document: a fragment is measured once, however often it is spread, and a
 * check stops as soon as it passes its limit. The depth, alias, directive and field limits run before graphql-js's
 * own validation, whose rule for overlapping fields compares every pair of same-named fields (quadratic): the field
 * limit bounds that work (tests/gateway/hostile-documents.test.ts, `npm run bench` prints the slowest such document).
 */
export const GRAPH_LIMITS = {
  /**
   * Fields nested in fields, counted through fragment spreads (a fragment is not a level of its own; the levels of
   * introspection, `__schema` and `__type`, are not counted: the cost bounds them). A page's list reaches its prices
   * in about 6 levels (edges → node → prices); 10 leaves an integrator four more (a configuration's kits, their
   * elements, their prices), and refuses the `collection → kits → collection` cycle from its fifth turn.
   */
  depth: 10,
  /**
   * Aliased fields in an operation, fragments included as often as they are spread (`__typename` aliases too: each
   * is cheap, but 1,600 were still a 99 ms answer). The web needs hardly any; 15 (GraphQL Armor's default) lets an
   * integrator ask for a few variants side by side; a document that repeats a field hundreds of times is refused
   * before anything runs.
   */
  aliases: 15,
  /** Directive uses (`@include`, `@skip`…) in an operation, fragments included: a screen needs a few at most. */
  directives: 10,
  /**
   * Fields of an operation once its fragments are spread: a fragment counts as often as it is spread, scalars and
   * `__typename` included. This bounds the work of validation (graphql-js compares same-named fields, and the
   * fragments spread side by side, in pairs) and of execution, whatever the fields cost: a document that spreads
   * each fragment twice into the next (a 1 KB text of a billion fields) is refused here. A form's mutation and
   * GraphiQL's introspection query have a few hundred at most; at 500, the costliest document for validation
   * (250 fragments of `viewer { id }` side by side) stays within tens of milliseconds (`npm run bench`).
   */
  fields: 500,
  /**
   * Lexical tokens of a document, counted while it is parsed, so a longer one is refused before it is a syntax tree
   * (the 200,000-alias document after 5,000 of its 600,000 tokens). A screen's operation and GraphiQL's
   * introspection query have a few hundred; an integrator's query of several hundred lines fits. Below this, the alias,
   * depth and cost limits say what is wrong with a document more precisely.
   */
  tokens: 5_000,
  /**
   * Brackets open at once (`{`, `[`, `(`), counted while the text is read and before it is parsed: graphql-js parses
   * recursively, and 2,400 nested list brackets (4,800 tokens, within the token limit) overflowed its stack into a
   * server fault. Real documents nest about ten deep (GraphiQL's introspection query).
   */
  nesting: 64,
  /**
   * What an operation may ask for, as objects the gateway would build: every object field costs 1, times the entries
   * of each list it sits in (see {@link operationCost}). 20,000 lets an integrator read a whole page of 100 client
   * configurations with their kits, elements and each element's catalogue entry, or run GraphiQL's introspection
   * query (it grows with the schema: the limits test checks it still fits), and refuses two such pages in one
   * operation, or 300 aliases of `clientConfigurations(first: 100)`.
   */
  cost: 20_000,
  /**
   * A list that takes no `first` is counted as this many entries: such lists are short by nature (the kits of a
   * collection, the elements of a kit, the prices of an element, the dictionaries), unlike the paged ones below.
   */
  unpagedListSize: 10,
  /**
   * Request bodies of POST /graphql. Without a bearer token the API accepts, 32 KB: an anonymous caller only signs in
   * (a few hundred bytes). A signed-in caller, 256 KB (the REST API's limit too).
   * Only an administrator's CSV import carries more: its whole text (domain's limit answers in Polish in the
   * import's report), so its limit is the import's.
   */
  anonymousBodyBytes: 32 * 1024,
  signedInBodyBytes: REQUEST_BODY_MAX_BYTES,
  csvImportBodyBytes: CSV_MAX_REQUEST_BYTES,
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

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Parses with graphql-js's own token bound (its lexer stops at the limit, before the rest of the text is read), after
 * one pass of the lexer over the same tokens that refuses brackets nested past `maxNesting`. A lexing error is left
 * to the parser, which reports it with its position.
 */
function parseWithinLimits(maxTokens: number, maxNesting: number) {
  return (source: string | Source, options?: ParseOptions): DocumentNode => {
    const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
    let nesting = 0;
    try {
      for (let tokens = 0; tokens <= maxTokens; tokens++) {
        const token = lexer.advance();
        if (token.kind === TokenKind.EOF) break;
        if (OPENING.has(token.kind) && ++nesting > maxNesting) {
          throw limitError(messages.operationTooNested(maxNesting), 'QUERY_TOO_NESTED', maxNesting);
        }
        if (CLOSING.has(token.kind)) nesting--;
      }
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'QUERY_TOO_NESTED') throw error;
    }
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

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** What the document limits count of an operation, its fragments spread (each as often as it is spread). */
export interface DocumentFigures {
  depth: number;
  aliases: number;
  directives: number;
  fields: number;
}
export type DocumentLimit = keyof DocumentFigures;

const DOCUMENT_REFUSALS: Record<DocumentLimit, { code: string; message: (max: number) => string }> = {
  depth: { code: 'QUERY_TOO_DEEP', message: messages.operationTooDeep },
  aliases: { code: 'TOO_MANY_ALIASES', message: messages.operationTooManyAliases },
  directives: { code: 'TOO_MANY_DIRECTIVES', message: messages.operationTooManyDirectives },
  fields: { code: 'TOO_MANY_FIELDS', message: messages.operationTooManyFields },
};
const DOCUMENT_LIMITS = Object.keys(DOCUMENT_REFUSALS) as DocumentLimit[];

class OverLimit {
  constructor(readonly limit: DocumentLimit) {}
}

export interface DocumentMeasure {
  /** The largest figures of the document's operations (as far as they were counted, when `over` is set). */
  figures: DocumentFigures;
  /** The first limit found passed; counting stopped there. */
  over?: DocumentLimit;
  /** Selections visited: at most the number of selections in the text, however often its fragments are spread. */
  steps: number;
}

/**
 * Measures every operation of a document against the depth, alias, directive and field limits. Each fragment is
 * measured once and its figures reused at every spread, so the walk visits each selection of the text at most once;
 * since figures only grow as selections are added, the walk stops at the first selection that takes one past its
 * limit. A fragment that spreads itself counts nothing the second time (validation refuses the cycle).
 */
export function measureDocument(document: DocumentNode, limits: Readonly<Record<DocumentLimit, number>> = GRAPH_LIMITS): DocumentMeasure {
  const fragments = fragmentsOf(document);
  // null: being measured (a cycle).
  const measured = new Map<string, DocumentFigures | null>();
  const largest: DocumentFigures = { depth: 0, aliases: 0, directives: 0, fields: 0 };
  let steps = 0;

  const exceeded = (figures: DocumentFigures): void => {
    for (const limit of DOCUMENT_LIMITS) if (figures[limit] > limits[limit]) throw new OverLimit(limit);
  };
  const add = (total: DocumentFigures, part: DocumentFigures, depth: number): void => {
    total.aliases += part.aliases;
    total.directives += part.directives;
    total.fields += part.fields;
    total.depth = Math.max(total.depth, depth);
  };
  // `schema`: inside an introspection field (`__schema`, `__type`) or a fragment on an introspection type, where
  // fields are not levels (GraphiQL's type references nest ten deep; the cost bounds what introspection builds).
  const ofFragment = (name: string, schema: boolean): DocumentFigures | undefined => {
    const fragment = fragments.get(name);
    if (!fragment) return undefined;
    const inSchema = schema || fragment.typeCondition.name.value.startsWith('__');
    const key = `${name}:${inSchema}`;
    const known = measured.get(key);
    if (known !== undefined) return known ?? undefined;
    measured.set(key, null);
    const figures = ofSet(fragment.selectionSet, inSchema);
    figures.directives += fragment.directives?.length ?? 0;
    exceeded(figures);
    measured.set(key, figures);
    return figures;
  };
  const ofSet = (set: SelectionSetNode, schema: boolean): DocumentFigures => {
    const total: DocumentFigures = { depth: 0, aliases: 0, directives: 0, fields: 0 };
    for (const selection of set.selections) {
      steps++;
      total.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) {
        total.fields += 1;
        if (selection.alias) total.aliases += 1;
        const inSchema = schema || INTROSPECTION_FIELDS.has(selection.name.value);
        const child = selection.selectionSet ? ofSet(selection.selectionSet, inSchema) : undefined;
        const depth = inSchema ? 0 : 1 + (child?.depth ?? 0);
        if (child) add(total, child, depth);
        else total.depth = Math.max(total.depth, depth);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const child = ofSet(selection.selectionSet, schema);
        add(total, child, child.depth);
      } else {
        const child = ofFragment(selection.name.value, schema);
        if (child) add(total, child, child.depth);
      }
      exceeded(total);
    }
    return total;
  };

  try {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const figures = ofSet(definition.selectionSet, false);
      figures.directives += definition.directives?.length ?? 0;
      for (const limit of DOCUMENT_LIMITS) largest[limit] = Math.max(largest[limit], figures[limit]);
      exceeded(figures);
    }
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
    return { figures: largest, over: error.limit, steps };
  }
  return { figures: largest, steps };
}

/** The refusal of a document past one of the document limits, or undefined when it is within them all. */
export function documentRefusal(document: DocumentNode, limits: Readonly<Record<DocumentLimit, number>> = GRAPH_LIMITS): GraphQLError | undefined {
  const { over } = measureDocument(document, limits);
  if (!over) return undefined;
  const refusal = DOCUMENT_REFUSALS[over];
  return limitError(refusal.message(limits[over]), refusal.code, limits[over]);
}

interface CostInput {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  unpagedListSize: number;
  /** Each fragment's cost at a page ("name:page"), computed once; -1 while it is being computed (a cycle). */
  fragmentCosts: Map<string, number>;
  steps: number;
}

/**
 * The cost of a selection: each object field costs 1 per entry it is built for. A list multiplies what it holds by
 * its entries: its `first`/`last` (a connection passes its page to `edges`/`nodes`; `search(first:)` to its lists),
 * the length of an id list argument (`nodes(ids:)`), or {@link GRAPH_LIMITS.unpagedListSize}. Scalars cost nothing.
 * Introspection costs as the rest (GraphiQL's introspection query 16,424): the depth limit does not count its levels,
 * so the cost is what stops `__type { fields { type { fields { … } } } }` from building millions of objects.
 * Inline fragments and spreads add up (an overestimate where type conditions exclude each other); a fragment's cost
 * is computed once per page it is spread at. `stopAbove`: stop adding once the sum passes it (the root's limit).
 */
function selectionCost(input: CostInput, selectionSet: SelectionSetNode, parent: GraphQLCompositeType, page: number | undefined, stopAbove = Infinity): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    input.steps++;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? input.schema.getType(typeName) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(input, selection.selectionSet, type, page);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      cost += fragmentCost(input, selection.name.value, page);
    } else {
      cost += fieldCost(input, selection, parent, page);
    }
    if (cost > stopAbove) break;
  }
  return cost;
}

function fragmentCost(input: CostInput, name: string, page: number | undefined): number {
  const key = `${name}:${page ?? ''}`;
  const known = input.fragmentCosts.get(key);
  if (known !== undefined) return Math.max(known, 0);
  const fragment = input.fragments.get(name);
  const type = fragment ? input.schema.getType(fragment.typeCondition.name.value) : undefined;
  if (!fragment || !type || !isCompositeType(type)) return 0;
  input.fragmentCosts.set(key, -1);
  const cost = selectionCost(input, fragment.selectionSet, type, page);
  input.fragmentCosts.set(key, cost);
  return cost;
}

function fieldCost(input: CostInput, node: FieldNode, parent: GraphQLCompositeType, page: number | undefined): number {
  const name = node.name.value;
  if (!node.selectionSet) return 0;
  if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
  const field = name === '__schema' ? SchemaMetaFieldDef : name === '__type' ? TypeMetaFieldDef : parent.getFields()[name];
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
  return entries * ((FREE_TYPES.has(type.name) ? 0 : 1) + selectionCost(input, node.selectionSet, type, childPage));
}

export interface CostOptions {
  operationName?: string | null;
  variables?: Variables;
  unpagedListSize?: number;
  /** Stop counting once the cost passes this (the limit): the cost answered is then more than it, not all of it. */
  stopAbove?: number;
}

/** The cost of the operation a request runs (see {@link selectionCost}; 0 for a document without it) and the selections visited. */
export function measureCost(schema: GraphQLSchema, document: DocumentNode, options: CostOptions = {}): { cost: number; steps: number } {
  const operation = getOperationAST(document, options.operationName);
  const root = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !root) return { cost: 0, steps: 0 };
  const input: CostInput = {
    schema,
    fragments: fragmentsOf(document),
    variables: options.variables ?? {},
    unpagedListSize: options.unpagedListSize ?? GRAPH_LIMITS.unpagedListSize,
    fragmentCosts: new Map(),
    steps: 0,
  };
  const cost = selectionCost(input, operation.selectionSet, root, undefined, options.stopAbove);
  return { cost, steps: input.steps };
}

/** The whole cost of the operation a request runs (see {@link selectionCost}); 0 for a document without it. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Variables = {},
  unpagedListSize: number = GRAPH_LIMITS.unpagedListSize,
): number {
  return measureCost(schema, document, { operationName, variables, unpagedListSize }).cost;
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
      const { cost } = measureCost(args.schema, args.document, {
        operationName: args.operationName,
        variables,
        unpagedListSize: limits.unpagedListSize,
        stopAbove: limits.cost,
      });
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
 * The Yoga plugins that enforce {@link GRAPH_LIMITS}: tokens while parsing; depth, aliases, directives and fields
 * before validation (graphql-js's rules run only on a document within them, with our codes and Polish messages);
 * "Did you mean" suggestions removed from validation errors (they describe the schema to anyone); cost and
 * introspection before execution.
 */
export function operationLimitPlugins(overrides: Partial<Limits> = {}): Plugin<LimitsContext>[] {
  const limits: Limits = { ...GRAPH_LIMITS, ...overrides };
  return [
    {
      onParse({ setParseFn }) {
        setParseFn(parseWithinLimits(limits.tokens, limits.nesting));
      },
    },
    {
      // A refusal here is the validation's whole result: graphql-js's rules do not run on the document.
      onValidate({ params, setResult }) {
        const refusal = documentRefusal(params.documentAST, limits);
        if (refusal) setResult([refusal]);
      },
    },
    blockFieldSuggestionsPlugin({ mask: '' }),
    useOperationGuard(limits),
  ];
}
