/** The graph's global id of a collection (its key is its slug), as the gateway encodes it: base64 of UTF-8 `Collection:slug`. */
export function collectionGlobalId(slug: string): string {
  return btoa(Array.from(new TextEncoder().encode(`Collection:${slug}`), (byte) => String.fromCharCode(byte)).join(''));
}
