import { Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface DangerZoneProps {
  title: string;
  /** Why the record cannot be deleted now (the server's rule, e.g. elements still use it): shown instead of the delete. */
  blocker?: string | null | undefined;
  children: ReactNode;
}

/**
 * The place of a record's delete: a bordered section with its heading, set apart from the rest of the page by a
 * red edge; the only red inside is the destructive button itself. A delete the server would refuse is not offered:
 * the section says why instead.
 */
export function DangerZone({ title, blocker, children }: DangerZoneProps) {
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
      {blocker ? <Text>{blocker}</Text> : children}
    </Paper>
  );
}
