/**
 * RFC 9110 §13.1.2: a GET's `If-None-Match` holds when it is `*` or lists the current ETag (weak comparison: a
 * `W/` prefix is ignored). Then the answer is 304 with no body.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  // Entity tags cannot hold a comma or a quote inside their quotes, so a split on commas is exact.
  return header.split(',').some((tag) => opaque(tag) === current);
}
