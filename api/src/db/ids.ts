const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a uuid is simply unknown (PostgreSQL would reject it with an error). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** PostgreSQL's error codes, as pg and PGlite both report them. */
function sqlStateOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** 23505: a unique index refused the row (e.g. two requests creating the same slug at once). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** 23503: a referenced row is gone (e.g. deleted by a concurrent request). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';
