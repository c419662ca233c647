import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** Whether any of these fields asks, anywhere below it, for a field of this name (through inline and named fragments). */
function selectsBelow(nodes: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>, name: string): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name || search(selection.selectionSet);
      if (selection.kind === 'InlineFragment') return search(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return search(fragments[fragmentName]?.selectionSet);
    });
  return nodes.some((node) => search(node.selectionSet));
}

/**
 * Whether the field being resolved asks, anywhere below it, for a field of this name (through inline
 * fragments and named fragments alike). Lets a resolver start a load its children will need, in the
 * same round as its own, instead of one round later.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selectsBelow(info.fieldNodes, info.fragments, name);
}

/** What a selection is read against: the operation's schema, fragments and variables. */
interface SelectionScope {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variableValues: Record<string, unknown>;
}

/** A field selected directly below another one, with the arguments its resolver will be given. */
export interface ChildSelection {
  args: Record<string, unknown>;
  /** Whether it asks, anywhere below it, for a field of this name. */
  selects(name: string): boolean;
  /** The field as written (one node per occurrence), so what it selects in turn can be read (see read-ahead.ts). */
  readonly nodes: readonly FieldNode[];
  readonly scope: SelectionScope;
}

/** Where a selection is read from: the field being resolved, or a child selection found below one. */
export type SelectionAt = GraphQLResolveInfo | ChildSelection;

/**
 * The fields selected directly below `at` (the field being resolved, or a child selection), which returns an object
 * of type `typeName`, by field name (one entry per occurrence: aliases may ask with other arguments). Arguments are
 * computed as graphql-js computes them for the child's resolver (variables and defaults applied); @skip and @include
 * are honoured. Lets a field start its children's loads while its own scope check is still running.
 */
export function childSelections(at: SelectionAt, typeName: string): Map<string, ChildSelection[]> {
  const scope: SelectionScope = 'fieldNodes' in at ? { schema: at.schema, fragments: at.fragments, variableValues: at.variableValues } : at.scope;
  const nodes = 'fieldNodes' in at ? at.fieldNodes : at.nodes;
  const type = scope.schema.getType(typeName);
  const found = new Map<string, ChildSelection[]>();
  if (!isObjectType(type)) return found;
  const fields = type.getFields();
  const included = (node: SelectionNode): boolean =>
    getDirectiveValues(GraphQLSkipDirective, node, scope.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, scope.variableValues)?.if !== false;
  // A type condition naming this type or an interface it implements (`... on Node`) applies to it.
  const applies = (condition: string | undefined): boolean =>
    condition === undefined || condition === typeName || type.getInterfaces().some((face) => face.name === condition);
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === 'Field') {
        const definition = fields[selection.name.value];
        if (!definition) continue;
        const child: ChildSelection = {
          args: getArgumentValues(definition, selection, scope.variableValues),
          selects: (name) => selectsBelow([selection], scope.fragments, name),
          nodes: [selection],
          scope,
        };
        found.set(selection.name.value, [...(found.get(selection.name.value) ?? []), child]);
      } else if (selection.kind === 'InlineFragment') {
        if (applies(selection.typeCondition?.name.value)) visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = scope.fragments[selection.name.value];
        if (fragment && applies(fragment.typeCondition.name.value)) visit(fragment.selectionSet);
      }
    }
  };
  for (const node of nodes) visit(node.selectionSet);
  return found;
}

/**
 * A load started ahead of its scope check: its result reaches the answer only through the resolver, which runs
 * after the check, and the same promise is awaited there. A refusal (a salon user's 403) is not lost; it just
 * must not become an unhandled rejection when the check fails first and the resolver never runs.
 */
export function startAhead(work: Promise<unknown>): void {
  work.catch(() => undefined);
}
