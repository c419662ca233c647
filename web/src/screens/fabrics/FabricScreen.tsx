import { Button, Group, Stack } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { FabricScreenQuery, FabricScreenQuery$data } from '../../__generated__/FabricScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { RecordNotFound } from '../RecordNotFound.tsx';
import { FabricDetails } from './FabricDetails.tsx';
import { FabricHistory } from './FabricHistory.tsx';
import { FabricTags } from './FabricTags.tsx';

const query = graphql`
  query FabricScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Fabric @alias(as: "fabric") {
        id
        name
        family {
          slug
          name
        }
        version
        ...FabricDetails_fabric
        ...FabricTags_fabric
        ...FabricHistory_fabric
      }
    }
    fabricFilterParameters {
      ...FabricTags_parameters
    }
  }
`;

type Props = { fabric: NonNullable<NonNullable<FabricScreenQuery$data['node']>['fabric']>; parameters: FabricScreenQuery$data['fabricFilterParameters'] };

/** `/texture/{slug}/fabric/{id}` (spec part 1 §2): the fabric's details, its colour, type and property toggles, and its history. */
function Fabric({ fabric, parameters }: Props) {
  usePageNames({ fabricFamily: fabric.family.name, fabric: fabric.name });
  return (
    <Screen
      title={`Tkanina ${fabric.name}`}
      actions={
        <Group gap="sm">
          <Button component={Link} to={paths.fabricEdit({ slug: fabric.family.slug, id: fabric.id })}>
            Edytuj tkaninę
          </Button>
          <Button component={Link} to={paths.fabricFamily({ slug: fabric.family.slug })} variant="default">
            Wróć do rodziny
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <FabricDetails fabric={fabric} />
        <FabricTags fabric={fabric} parameters={parameters} />
        <FabricHistory fabric={fabric} version={fabric.version} />
      </Stack>
    </Screen>
  );
}

function FabricNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono tkaniny">
      <p>Tkanina o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}

export const { loader, Component } = defineScreen<FabricScreenQuery, Props>({
  query,
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node, fabricFilterParameters }) => node?.fabric && { fabric: node.fabric, parameters: fabricFilterParameters },
  NotFound: FabricNotFound,
  Body: Fabric,
});
