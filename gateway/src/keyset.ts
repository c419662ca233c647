/**
 * The `pageInfo` of a connection page read from a keyset REST page: a page after a cursor has pages before it, and
 * the REST answer's `nextCursor` says whether one follows.
 */
export function keysetPageInfo(edges: readonly { cursor: string }[], after: string | null | undefined, nextCursor: string | null) {
  return {
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
    hasPreviousPage: Boolean(after),
    hasNextPage: nextCursor !== null,
  };
}
