import { Table, UnstyledButton } from '@mantine/core';

/** A column of amounts or counts: right-aligned, one line ('4 690,00 zł' never breaks on a phone). */
export const numberCell = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

export type SortDirection = 'ascending' | 'descending';

interface SortHeaderProps {
  /** The column's name, which is also the button's. */
  label: string;
  /** How the list is sorted by this column now (null: not by this one). */
  sorted: SortDirection | null;
  onSort: () => void;
  /** A column of numbers: the header aligns right with them. */
  numeric?: boolean;
}

const ARROWS: Record<SortDirection, string> = { ascending: '▲', descending: '▼' };

/**
 * A column header that sorts the list: a button (Enter or a click), `aria-sort` on the th so a screen reader
 * names the order, an arrow for the eye (a faint ⇅ where the column could sort).
 */
export function SortHeader({ label, sorted, onSort, numeric = false }: SortHeaderProps) {
  return (
    <Table.Th scope="col" aria-sort={sorted ?? 'none'} {...(numeric ? numberCell : {})}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
        {/* Faint where the column could sort, solid where it does. */}
        <span aria-hidden="true" style={{ marginInlineStart: '0.3em', opacity: sorted ? 1 : 0.45 }}>
          {sorted ? ARROWS[sorted] : '⇅'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The order a click on a column gives: ascending first, then descending, then the list's own order again
 * (`none`), so the default is one column away, never lost.
 */
export function nextSort<TOrder>(current: TOrder, ascending: TOrder, descending: TOrder, none: TOrder): TOrder {
  if (current === ascending) return descending;
  if (current === descending) return none;
  return ascending;
}

/** How the list is sorted by a column whose orders are `ascending`/`descending`, given the current order. */
export function sortOf<TOrder>(current: TOrder, ascending: TOrder, descending: TOrder): SortDirection | null {
  if (current === ascending) return 'ascending';
  if (current === descending) return 'descending';
  return null;
}
