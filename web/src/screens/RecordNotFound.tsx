import type { ReactNode } from 'react';

/** A record the address names does not exist (any more), inside the shell. */
export function RecordNotFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="empty-state">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
