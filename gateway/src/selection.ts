import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved asks, anywhere below it, for a field of this name (through inline
 * fragments and named fragments alike). Lets a resolver start a load its children will need, in the
 * same round as its own, instead of one round later.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name || search(selection.selectionSet);
      if (selection.kind === 'InlineFragment') return search(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return search(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
