/** Spec part 1 §5 and §9: minimum password 10 characters, the field allows 25; e-mail field 50. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 25;
export const EMAIL_MAX = 50;

/**
 * A signed-in caller's request body, in the graph and in the REST API alike, except an administrator's CSV import
 * (CSV_MAX_REQUEST_BYTES in csv.ts): the largest form the panel sends is a few kilobytes, and a larger allowance
 * only lets any account make the server hold megabytes per request.
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024;
