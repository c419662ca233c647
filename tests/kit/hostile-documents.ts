import { parse } from 'graphql';
import { GRAPH_LIMITS, measureDocument } from '@meble/gateway/limits';
import { nestingOf, tokenCount } from './document-text.ts';

export interface HostileDocument {
  name: string;
  query: string;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** `collection → kits → collection` nested `depth` times, `copies` side by side at each level. */
const kitTree = (copies: number, depth: number): string =>
  depth === 0 ? 'id' : range(copies).map(() => `kits { collection { ${kitTree(copies, depth - 1)} } }`).join(' ');

/**
 * Documents built against the checks of an operation rather than its data: each grows with `n`, and
 * {@link hostileDocuments} makes it as large as the token limit lets it be. They are the shapes whose checks have
 * been slower than linear in graphql servers: fragments that fan out, wide selections of one field (graphql-js's
 * overlapping-fields rule compares them in pairs), fragments side by side, deep nesting, directives, variables.
 */
const SHAPES: Record<string, (n: number, slug: string) => string> = {
  'fragment fan-out: each fragment spreads the next twice': (n) =>
    `query { ...F0 } ${range(n)
      .map((i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)
      .join(' ')} fragment F${n} on Query { __typename }`,
  'fragment fan-out through fields: each fragment spreads the next in two fields': (n, slug) =>
    `{ collection(slug: "${slug}") { ...T0 } } ${range(n)
      .map((i) => `fragment T${i} on Collection { kits { collection { ...T${i + 1} } } elementCategories { collection { ...T${i + 1} } } }`)
      .join(' ')} fragment T${n} on Collection { id }`,
  'one field repeated: `__typename`': (n) => `{ ${'__typename '.repeat(n)}}`,
  'one object field repeated: `viewer { id }`': (n) => `{ ${'viewer { id } '.repeat(n)}}`,
  'one field with arguments repeated: `collection(slug) { id }`': (n, slug) => `{ ${`collection(slug: "${slug}") { id } `.repeat(n)}}`,
  'conflicting arguments: `collection(slug: s0 or s1) { id }`': (n) =>
    `{ ${range(n)
      .map((i) => `collection(slug: "s${i % 2}") { id }`)
      .join(' ')} }`,
  'overlapping fragments side by side: `viewer { id }` in each': (n) =>
    `{ ${range(n)
      .map((i) => `...F${i}`)
      .join(' ')} } ${range(n)
      .map((i) => `fragment F${i} on Query { viewer { id } }`)
      .join(' ')}`,
  'inline fragments side by side': (n) => `{ ${'... on Query { viewer { id } } '.repeat(n)}}`,
  'nested repeats: the same subtree n times at each of two levels': (n, slug) => `{ collection(slug: "${slug}") { ${kitTree(n, 2)} } }`,
  'deep nesting: collection → kits → collection': (n, slug) =>
    `{ collection(slug: "${slug}") { ${'kits { collection { '.repeat(n)}id${' } }'.repeat(n)} } }`,
  'deep list value: `nodes(ids: [[[…]]])`': (n) => `{ nodes(ids: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`,
  'directives on every field': (n) => `{ ${'viewer @include(if: true) { id @skip(if: false) } '.repeat(n)}}`,
  'variables: many defined, each used': (n) =>
    `query (${range(n)
      .map((i) => `$v${i}: Boolean`)
      .join(' ')}) { ${range(n)
      .map((i) => `viewer @include(if: $v${i}) { id }`)
      .join(' ')} }`,
  'many operations in one document': (n) =>
    range(n)
      .map((i) => `query Q${i} { viewer { id } }`)
      .join(' '),
};

/** Whether a text passes every limit checked before graphql-js validates it (tokens, nesting, depth, aliases, directives, fields). */
function withinDocumentLimits(text: string): boolean {
  if (tokenCount(text) > GRAPH_LIMITS.tokens || nestingOf(text) > GRAPH_LIMITS.nesting) return false;
  return measureDocument(parse(text)).over === undefined;
}

/** The largest n for which `fits(make(n))` holds (every shape grows with n), found by doubling then halving. */
function largest(make: (n: number) => string, fits: (text: string) => boolean): number {
  let n = 1;
  while (n < 100_000 && fits(make(n * 2))) n *= 2;
  for (let step = Math.max(1, n / 2); step >= 1; step = Math.floor(step / 2)) if (fits(make(n + step))) n += step;
  return n;
}

/**
 * Each shape at its largest: `tokens`, the largest text within the token limit (most are refused by a limit);
 * `limits`, the largest that passes every limit checked before validation, so graphql-js's rules run on it.
 */
export function hostileDocuments(slug: string, size: 'tokens' | 'limits' = 'tokens'): HostileDocument[] {
  const key = `${slug}\n${size}`;
  const known = built.get(key);
  if (known) return known;
  const fits = size === 'tokens' ? (text: string) => tokenCount(text) <= GRAPH_LIMITS.tokens : withinDocumentLimits;
  const documents = Object.entries(SHAPES).map(([name, make]) => ({ name, query: make(largest((n) => make(n, slug), fits), slug) }));
  built.set(key, documents);
  return documents;
}

// Finding each size takes a few hundred lexer passes: once per run is enough.
const built = new Map<string, HostileDocument[]>();
