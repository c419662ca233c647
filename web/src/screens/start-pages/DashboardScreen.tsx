import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { pluralForm } from '@meble/domain/plural';
import type { DashboardScreenQuery, DashboardScreenQuery$data } from '../../__generated__/DashboardScreenQuery.graphql.ts';
import { formatDateTime } from '../../format/dateTime.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import './start-pages.css';

const query = graphql`
  query DashboardScreenQuery {
    dashboard {
      collections
      elements
      kits
      recentClientConfigurations
      recentDays
      recentSince
    }
  }
`;

interface CountCard {
  title: string;
  count: number;
  note: string;
  link: { label: string; to: string };
}

const DAY_FORMS = { one: 'dnia', few: 'dni', many: 'dni' }; // "z ostatnich N …"

/**
 * `/dashboard`: the administrators' start page (an empty placeholder in the spec), reached from the logo. Elements
 * and kits have a list per collection, so their cards lead to the collections list, whose cards count both.
 */
function Dashboard({ dashboard }: DashboardScreenQuery$data) {
  const cards: CountCard[] = [
    { title: 'Kolekcje', count: dashboard.collections, note: 'Aktywne i nieaktywne.', link: { label: 'Lista kolekcji', to: paths.collections() } },
    {
      title: 'Elementy',
      count: dashboard.elements,
      note: 'We wszystkich kolekcjach; karta kolekcji podaje, ile ma ich każda.',
      link: { label: 'Elementy według kolekcji', to: paths.collections() },
    },
    {
      title: 'Zestawy',
      count: dashboard.kits,
      note: 'We wszystkich kolekcjach, także ukryte; karta kolekcji podaje, ile ma ich każda.',
      link: { label: 'Zestawy według kolekcji', to: paths.collections() },
    },
    {
      title: 'Nowe konfiguracje klientów',
      count: dashboard.recentClientConfigurations,
      note: `Z ostatnich ${dashboard.recentDays} ${pluralForm(dashboard.recentDays, DAY_FORMS)}: zapisane od ${formatDateTime(dashboard.recentSince)}.`,
      link: { label: 'Konfiguracje klientów, od najnowszych', to: paths.clientConfigurations() },
    },
  ];
  return (
    <Screen title="Pulpit">
      <SimpleGrid component="ul" className="dashboard-grid" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" aria-label="Podsumowanie">
        {cards.map((card) => (
          <Card key={card.title} component="li" withBorder padding="md" radius="md">
            <Title order={2} size="h4">
              {card.title}
            </Title>
            <Text className="dashboard-count" mt="xs">
              {card.count.toLocaleString('pl-PL')}
            </Text>
            <Text size="sm" className="muted" mt={4}>
              {card.note}
            </Text>
            <Anchor component={Link} to={card.link.to} className="dashboard-card-link" mt="sm" size="sm">
              {card.link.label}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Screen>
  );
}

export const { loader, Component } = defineScreen<DashboardScreenQuery, DashboardScreenQuery$data>({
  query,
  variables: () => ({}),
  select: (data) => data,
  Body: Dashboard,
});
