import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import './details.css';

interface DetailListProps {
  /** A short list inside a toolbar (the discounts screen's collection discount): less padding, no margin. */
  compact?: boolean;
  className?: string;
  children: ReactNode;
}

/** A record's fields read-only: label beside value on a wide screen, label above value on a phone (details.css). */
export function DetailList({ compact = false, className, children }: DetailListProps) {
  return (
    <Paper
      component="dl"
      className={className ? `details ${className}` : 'details'}
      withBorder
      radius="md"
      p={compact ? 'sm' : { base: 'md', sm: 'lg' }}
      mt={0}
      mb={compact ? 0 : 'lg'}
      mx={0}
    >
      {children}
    </Paper>
  );
}

interface DetailProps {
  term: string;
  /** Free text keeps its line breaks (descriptions). */
  preLine?: boolean;
  children: ReactNode;
}

/** One label (dt) and its value (dd), next to each other in the list. */
export function Detail({ term, preLine = false, children }: DetailProps) {
  return (
    <>
      <Text component="dt" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} style={preLine ? { whiteSpace: 'pre-line' } : undefined}>
        {children}
      </Text>
    </>
  );
}

/** A value that is not there ('brak', '—'), said in the muted ink. */
export function Missing({ children }: { children: ReactNode }) {
  return <span className="muted">{children}</span>;
}

/** Lines of one value (a salon's name, phone and address; the equipment), one under another, no bullets. */
export function Lines({ lines }: { lines: readonly { key: string; text: string }[] }) {
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </Stack>
  );
}
