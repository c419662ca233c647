import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * The place of a record's delete: a bordered section with its heading, set apart from the rest of the page by a
 * red edge; the only red inside is the destructive button itself.
 */
export function DangerZone({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt="xl"
      maw={640}
      style={{ borderInlineStart: '4px solid var(--mantine-color-red-6)' }}
    >
      <Title order={2} id={titleId} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
