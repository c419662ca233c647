import { messages } from '@meble/domain/messages';
import { storable } from '@meble/domain/text';
import { ValidationFailure } from './errors.ts';

/** A list's page sizes: its default page and its largest. */
export interface PageSizes {
  size: number;
  max: number;
}

/**
 * The rows a connection's page answers: `first`, else the list's default, at most its largest. The one rule of
 * every connection: a negative `first` is the caller's mistake (BAD_USER_INPUT at `first`), 0 a page of no rows
 * that still answers the list's count and whether rows follow.
 */
export function pageSize(first: number | null | undefined, { size, max }: PageSizes): number {
  if (first != null && first < 0) throw new ValidationFailure(messages.pageSizeNegative, [{ field: 'first', message: messages.pageSizeNegative }]);
  return Math.min(first ?? size, max);
}

/** The rows a keyset page asks the REST API for: at least one, as the API takes no 0 and a page of none still needs its count. */
export const restLimit = (size: number): number => Math.max(size, 1);

/**
 * A list's text arguments (filters, cursors) with NUL or a lone surrogate are refused as the API refuses a NUL in
 * a query parameter (api/src/app.ts), with the same message at the argument: in a query string a lone surrogate
 * would reach the API as U+FFFD and match nothing, where NUL is refused.
 */
export function refuseUnstorableArgs(args: Readonly<Record<string, unknown>>): void {
  for (const [field, value] of Object.entries(args)) {
    if (typeof value === 'string' && !storable(value)) {
      throw new ValidationFailure(messages.unstorableText, [{ field, message: messages.unstorableText }]);
    }
  }
}

/**
 * The `pageInfo` of a connection page read from a keyset REST page: a page after a cursor has pages before it, and
 * the REST answer's `nextCursor` says whether one follows, or for a page of no rows (asked with a limit of 1) the
 * row it answered.
 */
export function keysetPageInfo(
  edges: readonly { cursor: string }[],
  after: string | null | undefined,
  answer: { nextCursor: string | null; rows: number },
  size: number,
) {
  return {
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
    hasPreviousPage: Boolean(after),
    hasNextPage: answer.nextCursor !== null || answer.rows > size,
  };
}
