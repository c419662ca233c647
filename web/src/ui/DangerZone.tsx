import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { DeleteBlocker, type RecordLink } from './DeleteBlocker.tsx';

interface DangerZoneProps {
  title: string;
  /** Why the record cannot be deleted now (the server's rule, e.g. elements still use it): shown instead of the delete. */
  blocker?: string | null | undefined;
  /** The records in the way, linked under the reason. */
  blockerLinks?: readonly RecordLink[] | undefined;
  children: ReactNode;
}

/**
 * The place of a record's delete: a bordered section with its heading, set apart from the rest of the page by a
 * red edge; the only red inside is the destructive button itself. A delete the server would refuse is not offered:
 * the section says why instead.
 */
export function DangerZone({ title, blocker, blockerLinks, children }: DangerZoneProps) {
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
      {blocker ? <DeleteBlocker reason={blocker} links={blockerLinks} /> : children}
    </Paper>
  );
}
