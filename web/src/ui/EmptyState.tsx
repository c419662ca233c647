import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page with nothing to show but why: its heading and a sentence or two, on a card. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={768}>
      <Title order={1} fz="h3" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
