import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface ListMoreProps {
  /** Rows on screen now. */
  shown: number;
  /** Rows the list has in all (the connection's totalCount). */
  total: number;
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
}

/**
 * The foot of a paged list: 'Pokaż więcej' while a next page exists, beside how many of how many are shown. Once
 * the page asked for is in, focus returns to the button, or to the count when the list is complete and the button
 * is gone: a keyboard user goes on from where they were instead of from the top of the page.
 */
export function ListMore({ shown, total, hasNext, loading, onMore }: ListMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || loading) return;
    asked.current = false;
    (button.current ?? count.current)?.focus();
  }, [loading, shown, hasNext]);

  if (shown === 0) return null;
  return (
    <Group className="list-more" gap="md" mt="sm">
      {hasNext ? (
        <Button
          ref={button}
          variant="default"
          onClick={() => {
            asked.current = true;
            onMore();
          }}
          loading={loading}
          aria-busy={loading}
        >
          Pokaż więcej
        </Button>
      ) : null}
      <Text ref={count} tabIndex={-1} size="sm" c="dimmed">{`Pokazano ${shown} z ${total}`}</Text>
    </Group>
  );
}
