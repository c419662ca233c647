import { Button, Group } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { FINISH_KIND_LABELS, type FinishKind } from '@meble/domain/finish';
import type { FinishGroups_finishes$key } from '../../__generated__/FinishGroups_finishes.graphql.ts';
import type { FinishesScreenLegsQuery } from '../../__generated__/FinishesScreenLegsQuery.graphql.ts';
import type { FinishesScreenElementsQuery } from '../../__generated__/FinishesScreenElementsQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { FinishGroups } from './FinishGroups.tsx';
import { FINISH_PATHS } from './kinds.ts';

const legsQuery = graphql`
  query FinishesScreenLegsQuery {
    finishes(kind: LEGS) {
      ...FinishGroups_finishes
    }
  }
`;
const elementsQuery = graphql`
  query FinishesScreenElementsQuery {
    finishes(kind: ELEMENTS) {
      ...FinishGroups_finishes
    }
  }
`;

const OTHER: Readonly<Record<FinishKind, FinishKind>> = { legs: 'elements', elements: 'legs' };

/** `/finishes/legs` and `/finishes/elements` (D24): the kind's finishes by type, each opening its record. */
function Finishes({ kind, finishes }: { kind: FinishKind; finishes: FinishGroups_finishes$key }) {
  const other = OTHER[kind];
  return (
    <Screen
      title={FINISH_KIND_LABELS[kind].page}
      actions={
        <Group gap="xs">
          <Button component={Link} to={FINISH_PATHS[kind].create()}>
            {FINISH_KIND_LABELS[kind].create}
          </Button>
          <Button component={Link} to={FINISH_PATHS[other].list()} variant="default">
            {FINISH_KIND_LABELS[other].page}
          </Button>
        </Group>
      }
    >
      <FinishGroups kind={kind} finishes={finishes} idPrefix={`finish-type-${kind}`} empty="Brak wybarwień tego rodzaju." />
    </Screen>
  );
}

type Props = { finishes: FinishGroups_finishes$key };

/** The two catalogue screens, one chunk (route table). */
export const finishesScreens = {
  legs: defineScreen<FinishesScreenLegsQuery, Props>({
    query: legsQuery,
    variables: () => ({}),
    select: (data) => ({ finishes: data.finishes }),
    Body: ({ finishes }) => <Finishes kind="legs" finishes={finishes} />,
  }),
  elements: defineScreen<FinishesScreenElementsQuery, Props>({
    query: elementsQuery,
    variables: () => ({}),
    select: (data) => ({ finishes: data.finishes }),
    Body: ({ finishes }) => <Finishes kind="elements" finishes={finishes} />,
  }),
};
