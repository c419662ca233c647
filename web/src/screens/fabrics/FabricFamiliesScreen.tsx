import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { familiesByPriceGroup } from '@meble/domain/fabric';
import { countOf } from '@meble/domain/plural';
import type { FabricFamiliesScreenQuery, FabricFamiliesScreenQuery$data } from '../../__generated__/FabricFamiliesScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';

const query = graphql`
  query FabricFamiliesScreenQuery {
    fabricFamilies {
      id
      slug
      name
      priceGroup
      discountPercent
      isActive
      fabricCount
    }
  }
`;

type Family = FabricFamiliesScreenQuery$data['fabricFamilies'][number];

const FABRICS = { one: 'tkanina', few: 'tkaniny', many: 'tkanin' };

/** `/add/fabric` (spec part 1 §2): the fabric families grouped by price group A–I, each linking to its fabrics. */
function FabricFamilies({ families }: { families: readonly Family[] }) {
  const groups = familiesByPriceGroup(families.map((family) => ({ ...family, priceGroup: family.priceGroup })));
  return (
    <Screen
      title="Tkaniny"
      actions={
        <Button component={Link} to={paths.fabricFamilyCreate()}>
          Dodaj rodzinę tkanin
        </Button>
      }
    >
      {groups.length === 0 ? (
        <Text>Nie ma jeszcze żadnej rodziny tkanin. Dodaj pierwszą, a potem jej tkaniny.</Text>
      ) : (
        <Stack gap="md">
          {groups.map(({ group, families: inGroup }) => (
            <Paper key={group} component="section" aria-labelledby={`price-group-${group}`} withBorder radius="md" p="md">
              <Title order={2} size="h3" id={`price-group-${group}`}>
                Grupa cenowa {group}
              </Title>
              <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }}>
                {inGroup.map((family) => (
                  <Group component="li" key={family.id} gap="xs" wrap="wrap">
                    <Anchor component={Link} to={paths.fabricFamily({ slug: family.slug })} fw={600}>
                      {family.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {countOf(family.fabricCount, FABRICS)}
                      {family.discountPercent > 0 ? `, rabat ${family.discountPercent}%` : ''}
                    </Text>
                    {!family.isActive && (
                      <Badge color="gray" variant="light">
                        Nieaktywna
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Screen>
  );
}

export const { loader, Component } = defineScreen<FabricFamiliesScreenQuery, { families: readonly Family[] }>({
  query,
  variables: () => ({}),
  select: (data) => ({ families: data.fabricFamilies }),
  Body: FabricFamilies,
});
