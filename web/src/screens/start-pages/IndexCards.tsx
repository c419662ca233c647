import { Anchor, Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSectionEntries, type IndexSection } from '../../shell/sectionEntries.ts';
import { NOT_AVAILABLE_TEXT } from '../notAvailable.ts';
import { indexCards } from './sectionIndex.ts';
import './start-pages.css';

/**
 * A section's index: a card per screen, its title the link. A screen not built yet keeps its card, marked and
 * leading nowhere (no link to focus), so the page shows what the section will hold.
 */
export function IndexCards({ section, label }: { section: IndexSection; label: string }) {
  const cards = indexCards(section, useSectionEntries());
  return (
    <SimpleGrid component="ul" className="index-grid" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={label}>
      {cards.map((card) => (
        <Card key={card.label} component="li" withBorder padding="md" radius="md" className={card.to ? 'index-card' : 'index-card index-card-unavailable'}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} className="index-card-title">
              {card.to ? (
                <Link className="index-card-link" to={card.to}>
                  {card.label}
                </Link>
              ) : (
                card.label
              )}
            </Title>
            {card.to ? null : (
              <Badge color="gray" variant="light" c="var(--muted)" className="index-card-badge">
                niedostępne
              </Badge>
            )}
          </Group>
          <Text size="sm" mt="xs">
            {card.description}
          </Text>
          {card.to ? null : (
            <Text size="sm" mt="xs" className="muted">
              {NOT_AVAILABLE_TEXT}
            </Text>
          )}
          {card.more.length > 0 ? (
            <Group gap="md" mt="sm">
              {card.more.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
