/** Spec part 1 §5 and §9: minimum password 10 characters, the field allows 25; e-mail field 50. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 25;
export const EMAIL_MAX = 50;
