import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getOperationAST, Kind, parse, visit, type DocumentNode } from 'graphql';
import type { OperationStore } from '@meble/gateway/persisted-operations';

const persisted = JSON.parse(readFileSync(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The persisted id of one of the web's GraphQL operations, as its Relay artifact names it (what the client sends). */
export function webOperationId(name: string): string {
  const artifact = readFileSync(new URL(`../../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!id) throw new Error(`no persisted operation id in the Relay artifact ${name}`);
  return id;
}

/**
 * The text of one of the web's GraphQL operations, from the persisted map its Relay artifact points into, so a
 * call-count test costs exactly what the screen sends (its fragments included), not a hand-written look-alike.
 * The gateway runs this text as the persisted operation it is, for any caller.
 */
export function webOperation(name: string): string {
  const text = persisted[webOperationId(name)];
  if (text === undefined) throw new Error(`the Relay artifact ${name} names an id missing from web/persisted-operations.json`);
  return text;
}

/** Every persisted operation of the web client: id → text (web/persisted-operations.json). */
export function webOperations(): ReadonlyMap<string, string> {
  return new Map(Object.entries(persisted));
}

/**
 * For gateway tests of resolvers and upstream calls: every document they send runs as a persisted operation does (as
 * the web client's do), without the signed-in check that a document of an integrator's own costs (one /users/me before
 * it runs). That check is tested on its own in tests/gateway/persisted-operations.test.ts, with the real store.
 */
export const EVERY_DOCUMENT_PERSISTED: OperationStore = {
  byId: (id) => persisted[id],
  holds: () => true,
};

/** The records a test seeded for the web's operations to name: one collection, and a record of each node type in it. */
export interface OperationFixtures {
  /** The collection every `$slug` names (the nodes below belong to it). */
  slug: string;
  /** What the command palette searches for. */
  text: string;
  /** Raw ids by node type (Element, Kit, ElementCategory, Translation, User, ClientConfiguration…). */
  nodes: Readonly<Record<string, string>>;
}

/** The node type a `node(id: $variable)` field of the operation asks for, by the type conditions below it. */
function nodeTypeOf(document: DocumentNode, variable: string): string | undefined {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  let found: string | undefined;
  visit(getOperationAST(document)!, {
    Field(field) {
      const named = field.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE && argument.value.name.value === variable);
      if (field.name.value !== 'node' || !named) return;
      for (const selection of field.selectionSet?.selections ?? []) {
        const condition =
          selection.kind === Kind.INLINE_FRAGMENT ? selection.typeCondition?.name.value : selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value)?.typeCondition.name.value : undefined;
        if (condition && condition !== 'Node') found ??= condition;
      }
    },
  });
  return found;
}

/**
 * Variables for one of the web's operations as its screen sends them, from the seeded `fixtures`: `$slug` the
 * collection, `$id` the record of the type its `node(id:)` asks for, `$text` the search, page sizes of 20, flags
 * true. Only required variables without a default are set (the others the screens may leave out). A required
 * variable of a new name throws, so the screen that brings it names its value here.
 */
export function operationVariables(text: string, fixtures: OperationFixtures): Record<string, unknown> {
  const document = parse(text);
  const operation = getOperationAST(document);
  const variables: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE || definition.defaultValue) continue;
    const name = definition.variable.name.value;
    const type = definition.type.type.kind === Kind.NAMED_TYPE ? definition.type.type.name.value : 'list';
    if (name === 'slug') variables[name] = fixtures.slug;
    else if (name === 'text') variables[name] = fixtures.text;
    else if (type === 'Int') variables[name] = 20;
    else if (type === 'Boolean') variables[name] = true;
    else if (type === 'ID' && nodeTypeOf(document, name)) {
      const typename = nodeTypeOf(document, name)!;
      const id = fixtures.nodes[typename];
      if (id === undefined) throw new Error(`${operation?.name?.value}: no seeded ${typename} for $${name}`);
      variables[name] = encodeGlobalID(typename, id);
    } else throw new Error(`${operation?.name?.value}: no value known for the required variable $${name}: ${type}`);
  }
  return variables;
}

/** The name of an operation of the text (`query ElementsScreenQuery(…)`). */
export function operationName(text: string): string {
  const name = getOperationAST(parse(text))?.name?.value;
  if (!name) throw new Error('an operation without a name');
  return name;
}

/** Every query the web sends (screens, refetch and pagination queries), as [name, id, text], by name. */
export function webQueries(): [name: string, id: string, text: string][] {
  return [...webOperations()]
    .filter(([, text]) => getOperationAST(parse(text))?.operation === 'query')
    .map(([id, text]): [string, string, string] => [operationName(text), id, text])
    .sort(([a], [b]) => a.localeCompare(b));
}
