import { countOf, type PluralForms } from '../plural.ts';

const DAYS: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };

/** D29: versions, conflicts, the history and its undo. */
export const historyMessages = {
  /** `time` as the reader sees it ('14:05', or '28 lis 2026, 14:05' for another day). */
  recordConflict: (name: string, time: string) => `Ten rekord zmienił(a) ${name} o ${time}. Twoje zmiany nie zostały zapisane.`,
  /** A change nobody is recorded for (made before the history existed). */
  recordConflictUnknown: 'Ten rekord został zmieniony w międzyczasie. Twoje zmiany nie zostały zapisane.',
  /** A multi-record write: the records changed since they were read. */
  recordsConflict: (names: readonly string[]) => `W międzyczasie zmieniono: ${names.join(', ')}. Nic nie zostało zapisane.`,
  historyNotFound: 'Nie ma takiego wpisu w historii',
  undoAlreadyDone: 'Ta zmiana została już cofnięta.',
  undoNotPossible: 'Tej zmiany nie można cofnąć.',
  undoExpired: (days: number) => `Usunięcia sprzed ponad ${countOf(days, DAYS)} nie można cofnąć.`,
  /** Undoing an update whose fields were changed again since: the fields, in Polish. */
  undoChangedSince: (fields: readonly string[]) => `Od tej zmiany zmieniono też: ${fields.join(', ')}. Nic nie zostało zapisane.`,
  /** Restoring a delete would clash with what exists now (a slug taken, a category gone). */
  restoreClash: (what: string) => `Nie można przywrócić: ${what}. Nic nie zostało zapisane.`,
  restoreNameTaken: (name: string) => `nazwa „${name}” jest już zajęta`,
  restoreParentGone: (what: string) => `nie ma już ${what}`,
  /** Undoing an import whose records were changed since. */
  undoImportChanged: (names: readonly string[]) => `Po imporcie zmieniono: ${names.join(', ')}. Nic nie zostało usunięte.`,
  /** Spec part 1 §2, §8: the delete dialog of a client configuration and of a fabric or a family; the undo hint follows it. */
  permanentDelete: 'Operacja trwale usuwa dane',
  /** The delete dialog's promise (the two-step 'usuń' stays). */
  deleteUndoHint: (days: number) => `Usunięcie można cofnąć w historii przez ${countOf(days, DAYS)}.`,
  /** A salon's configuration delete: the salon has no history, an administrator restores it from theirs. */
  configurationRestoreHint: (days: number) => `Administrator może ją przywrócić przez ${countOf(days, DAYS)}.`,
} as const;
