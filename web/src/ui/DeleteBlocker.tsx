import { Anchor, List, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

/** A record that stands in the way of a delete, and where it is. */
export interface RecordLink {
  name: string;
  to: string;
}

/**
 * Why a delete is refused, said before anything is typed: the server's reason, then links to the records in the way,
 * so the person can go and change them (a kit that holds the element, the elements of a category).
 */
export function DeleteBlocker({ reason, links = [] }: { reason: string; links?: readonly RecordLink[] | undefined }) {
  const reasonId = useId();
  return (
    <>
      <Text id={reasonId}>{reason}</Text>
      {links.length > 0 ? (
        <List mt="xs" spacing={4} aria-labelledby={reasonId}>
          {links.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {link.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
