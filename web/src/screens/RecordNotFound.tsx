import type { ReactNode } from 'react';
import { EmptyState } from '../ui/EmptyState.tsx';

/** A record the address names does not exist (any more), inside the shell. */
export function RecordNotFound({ title, children }: { title: string; children?: ReactNode }) {
  return <EmptyState title={title}>{children}</EmptyState>;
}
