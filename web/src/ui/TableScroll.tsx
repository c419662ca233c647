import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls inside this box, never the page (a phone is 390 px wide).
 * Give it a label when the table has no focusable cell, so keyboard users can reach and scroll it.
 */
export function TableScroll({ label, children }: { label?: string; children: ReactNode }) {
  return label ? (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  ) : (
    <div className="table-scroll">{children}</div>
  );
}
