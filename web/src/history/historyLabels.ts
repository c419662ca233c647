import type { HistoryOperation } from '@meble/domain/history';

/** What each entry did, as the history lists name it. */
export const OPERATION_LABELS: Record<HistoryOperation, string> = {
  create: 'Utworzenie',
  update: 'Zmiana',
  delete: 'Usunięcie',
  restore: 'Przywrócenie po usunięciu',
  revert: 'Przywrócenie wartości',
  import: 'Import CSV',
  undoImport: 'Cofnięcie importu',
  password: 'Zmiana hasła',
};

/** The button that undoes an entry, by what the entry did; none for what cannot be undone. */
export const UNDO_LABELS: Partial<Record<HistoryOperation, string>> = {
  update: 'Przywróć',
  revert: 'Przywróć',
  delete: 'Cofnij usunięcie',
  import: 'Cofnij import',
};

/** The toast after an undo, by what the undo recorded. */
export function undoneNotice(operation: HistoryOperation, name: string): string {
  const named = name ? ` „${name}”` : '';
  if (operation === 'restore') return `Przywrócono${named} razem z tym, co usunięto.`;
  if (operation === 'undoImport') return `Cofnięto import${named}: usunięto to, co utworzył.`;
  return `Przywrócono poprzednie wartości${named}.`;
}

/** The GraphQL enum's names of the operations (UNDO_IMPORT) as the domain spells them (undoImport). */
export function operationOf(graphName: string): HistoryOperation {
  return graphName.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as HistoryOperation;
}
