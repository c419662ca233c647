/** Thrown inside the undo's transaction so that nothing of it stays; carries the Polish reason out. */
export class UndoRefused extends Error {}

/**
 * Refuses the undo: the transaction is rolled back and the answer says why. In a module of its own, so that a
 * recorder (history/kinds.ts imports every one) can refuse without importing the undo, which imports the recorders.
 */
export function refuseUndo(message: string): never {
  throw new UndoRefused(message);
}
