import { Button, Group, Text } from '@mantine/core';

interface ListMoreProps {
  /** Rows on screen now. */
  shown: number;
  /** Rows the list has in all (the connection's totalCount). */
  total: number;
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
}

/** The foot of a paged list: 'Pokaż więcej' while a next page exists, beside how many of how many are shown. */
export function ListMore({ shown, total, hasNext, loading, onMore }: ListMoreProps) {
  if (shown === 0) return null;
  return (
    <Group className="list-more" gap="md" mt="sm">
      {hasNext ? (
        <Button variant="default" onClick={onMore} loading={loading} aria-busy={loading}>
          Pokaż więcej
        </Button>
      ) : null}
      <Text size="sm" c="dimmed">{`Pokazano ${shown} z ${total}`}</Text>
    </Group>
  );
}
