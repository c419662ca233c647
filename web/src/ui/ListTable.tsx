import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './list-table.css';

/** A header's words as its column's label: without what is hidden from screen readers (a sort arrow). */
function labelOf(header: Element): string {
  const copy = header.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Gives each body cell its column header's words as `data-label`, which the narrow layout shows beside the value. */
function labelCells(box: HTMLElement): void {
  for (const table of box.querySelectorAll('table')) {
    const labels = Array.from(table.querySelectorAll(':scope > thead > tr:first-child > th')).flatMap((header) =>
      Array<string>((header as HTMLTableCellElement).colSpan || 1).fill(labelOf(header)),
    );
    for (const row of table.querySelectorAll(':scope > tbody > tr')) {
      let column = 0;
      for (const cell of (row as HTMLTableRowElement).cells) {
        const label = labels[column] ?? '';
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        column += cell.colSpan || 1;
      }
    }
  }
}

/**
 * A list's table: a table on a wide screen, one card per row when the list's own box is narrow (list-table.css),
 * the record's name and its '⋯' on top, each other cell under it beside its column's name. The markup stays the
 * table's, so screen readers and tests find rows, row headers and cells at any width. The name cell is the row's
 * `th scope="row"` (or a cell with the class `list-name`), the actions cell has the class `row-actions`.
 */
export function ListTable({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // The labels come from the header row, so a column is named once; rows added later (a next page) get theirs too.
  useLayoutEffect(() => {
    const current = box.current;
    if (!current) return undefined;
    labelCells(current);
    const observer = new MutationObserver(() => labelCells(current));
    observer.observe(current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="table-scroll list-table-box">
      {children}
    </div>
  );
}
