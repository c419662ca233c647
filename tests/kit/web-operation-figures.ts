import { readdirSync, readFileSync } from 'node:fs';
import { Kind, getOperationAST, parse, type DocumentNode, type SelectionSetNode, type TypeNode } from 'graphql';
import { CONFIGURATIONS_PAGE_MAX } from '@meble/domain/client-configuration';
import { ELEMENT_GRAPH_PAGE_MAX } from '@meble/domain/element';
import { KIT_MAX_ELEMENTS } from '@meble/domain/kit';
import { SEARCH_RESULTS_MAX } from '@meble/domain/search';
import { measureDocument, operationCost } from '@meble/gateway/limits';
import { schema } from '@meble/gateway/schema/index';
import { nestingOf, tokenCount } from './document-text.ts';
import { webOperation } from './web-operations.ts';

const GENERATED = new URL('../../web/src/__generated__/', import.meta.url);

/** The names of every operation (query, mutation) the web client sends, from its Relay artifacts. */
export function webOperationNames(): string[] {
  return readdirSync(GENERATED)
    .filter((file) => file.endsWith('.graphql.ts'))
    .filter((file) => readFileSync(new URL(file, GENERATED), 'utf8').includes('"operationKind"'))
    .map((file) => file.replace(/\.graphql\.ts$/, ''))
    .sort();
}

/**
 * The largest value the web sends for each Int variable: page sizes at the graph's maxima (the web sends these or
 * less: lists of 50, discounts of 200, the palette's 5), the CSV report's 200 lines (REPORT_LINES_SHOWN).
 */
const LARGEST_INTS: Record<string, number> = {
  first: Math.max(CONFIGURATIONS_PAGE_MAX, ELEMENT_GRAPH_PAGE_MAX, SEARCH_RESULTS_MAX),
  last: Math.max(CONFIGURATIONS_PAGE_MAX, ELEMENT_GRAPH_PAGE_MAX, SEARCH_RESULTS_MAX),
  linesShown: 200,
  // A place in a kit (an undone removal): at most the kit's last one.
  position: KIT_MAX_ELEMENTS,
  // The version a write names: any whole number from 1, which no list's length depends on.
  version: 2 ** 31 - 1,
};

function isInt(type: TypeNode): boolean {
  return type.kind === Kind.NAMED_TYPE ? type.name.value === 'Int' : isInt(type.type);
}

/** Variables that make each list of the operation as long as the web ever asks. */
export function largestVariables(document: DocumentNode): Record<string, unknown> {
  const operation = getOperationAST(document);
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!isInt(definition.type)) continue;
    const largest = LARGEST_INTS[name];
    if (largest === undefined) throw new Error(`no largest value known for the Int variable $${name}`);
    variables[name] = largest;
  }
  return variables;
}

/** Field depth, fragments flattened (as the depth limit counts it). */
function depthOf(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const depth = (set: SelectionSetNode): number =>
    Math.max(
      0,
      ...set.selections.map((selection) => {
        if (selection.kind === Kind.FIELD) return 1 + (selection.selectionSet ? depth(selection.selectionSet) : 0);
        if (selection.kind === Kind.INLINE_FRAGMENT) return depth(selection.selectionSet);
        const fragment = fragments.get(selection.name.value);
        return fragment ? depth(fragment) : 0;
      }),
    );
  const operation = getOperationAST(document);
  return operation ? depth(operation.selectionSet) : 0;
}

export interface OperationFigures {
  name: string;
  tokens: number;
  depth: number;
  aliases: number;
  directives: number;
  /** Fields once fragments are spread, and brackets open at once. */
  fields: number;
  nesting: number;
  cost: number;
}

/** What each limit sees of one web operation, at its largest page sizes. */
export function figuresOf(name: string): OperationFigures {
  const text = webOperation(name);
  const document = parse(text);
  let aliases = 0;
  let directives = 0;
  // The text holds each fragment once: counting the whole text is what the limits count, or more.
  const walk = (set: SelectionSetNode): void => {
    for (const selection of set.selections) {
      directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD && selection.alias && selection.name.value !== '__typename') aliases++;
      if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) walk(definition.selectionSet);
  }
  return {
    name,
    tokens: tokenCount(text),
    depth: depthOf(document),
    aliases,
    directives,
    fields: measureDocument(document, { depth: Infinity, aliases: Infinity, directives: Infinity, fields: Infinity }).figures.fields,
    nesting: nestingOf(text),
    cost: operationCost(schema, document, undefined, largestVariables(document)),
  };
}
