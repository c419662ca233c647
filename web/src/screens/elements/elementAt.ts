import type { Params } from 'react-router';

/** The element the address names, when it belongs to the collection the address names (else: not found). */
export function elementAt<T extends { collection: { slug: string } }>(element: T | null | undefined, params: Params): T | null {
  return element && element.collection.slug === params.slug ? element : null;
}
