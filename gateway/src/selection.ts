import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from './context.ts';

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

/** A field selected directly below the one being resolved, with the arguments its resolver will be given. */
export interface ChildSelection {
  args: Record<string, unknown>;
  /** Whether it asks, anywhere below it, for a field of this name. */
  selects(name: string): boolean;
}

/**
 * The fields selected directly below the field being resolved, which returns an object of type `typeName`, by
 * field name (one entry per occurrence: aliases may ask with other arguments). Arguments are computed as
 * graphql-js computes them for the child's resolver (variables and defaults applied); @skip and @include are
 * honoured. Lets a root field start its children's loads while its own scope check is still running.
 */
export function childSelections(info: GraphQLResolveInfo, typeName: string): Map<string, ChildSelection[]> {
  const type = info.schema.getType(typeName);
  const found = new Map<string, ChildSelection[]>();
  if (!isObjectType(type)) return found;
  const fields = type.getFields();
  const included = (node: SelectionNode): boolean =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === 'Field') {
        const definition = fields[selection.name.value];
        if (!definition) continue;
        const child: ChildSelection = {
          args: getArgumentValues(definition, selection, info.variableValues),
          selects: (name) => selectsBelow([selection], info.fragments, name),
        };
        found.set(selection.name.value, [...(found.get(selection.name.value) ?? []), child]);
      } else if (selection.kind === 'InlineFragment') {
        if (!selection.typeCondition || selection.typeCondition.name.value === typeName) visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment?.typeCondition.name.value === typeName) visit(fragment.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
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

type NodeReadAhead = (context: GatewayContext, id: string, info: GraphQLResolveInfo) => void;
const nodeReadAheads = new Map<string, NodeReadAhead>();

/** Registers what `node(id)` of this type starts besides the node itself: the loads its selected fields will make. */
export function readAheadOnNode(typename: string, readAhead: NodeReadAhead): void {
  nodeReadAheads.set(typename, readAhead);
}

/** Called by `node(id)` as it starts (builder.ts), before the type's scope check runs on the node's fields. */
export function startNodeReadAhead(context: GatewayContext, id: { typename: string; id: string }, info: GraphQLResolveInfo): void {
  nodeReadAheads.get(id.typename)?.(context, id.id, info);
}
