import type { ReactNode } from 'react';

/**
 * A page with nothing to show but why: its heading and a sentence or two, on a card. Plain markup (styles.css
 * `.empty-state`, drawn like Mantine's bordered Paper): the router's not-found page and error boundary are in the
 * login route's bundle, which carries no Mantine (its size budget).
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="empty-state">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
