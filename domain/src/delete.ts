/** Spec part 2 §4 and §9: the second click of 'Usuń' needs this word typed (the field takes 5 characters). */
export const DELETE_CONFIRMATION_WORD = 'usuń';
export const DELETE_CONFIRMATION_MAX = 5;

export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === DELETE_CONFIRMATION_WORD;
}
