import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FINISH_TYPE_LABELS, finishesByType, type FinishKind, type FinishType } from '@meble/domain/finish';
import type { ReactNode } from 'react';
import type { FinishGroups_finishes$key } from '../../__generated__/FinishGroups_finishes.graphql.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { FINISH_PATHS, finishSwatch } from './kinds.ts';

const fragment = graphql`
  fragment FinishGroups_finishes on Finish @relay(plural: true) {
    id
    name
    type
    textureName
    symbol
  }
`;

interface FinishGroupsProps {
  kind: FinishKind;
  finishes: FinishGroups_finishes$key;
  /** Each group's heading id prefix (two lists on one page keep their ids apart). */
  idPrefix: string;
  /** What an empty group says. */
  empty: string;
  /** Under each group's heading: its edit link, on a collection's screen. */
  groupAction?: (type: FinishType) => ReactNode;
}

/** Finishes grouped as wood grain, solid colour and metal (spec part 2 §2), each with its swatch and a link to it. */
export function FinishGroups({ kind, finishes, idPrefix, empty, groupAction }: FinishGroupsProps) {
  const data = useFragment(fragment, finishes);
  return (
    <Stack gap="md">
      {finishesByType(data).map(({ type, finishes: inType }) => (
        <Paper key={type} component="section" aria-labelledby={`${idPrefix}-${type}`} withBorder radius="md" p="md">
          <Title order={2} size="h3" id={`${idPrefix}-${type}`}>
            {FINISH_TYPE_LABELS[type]}
          </Title>
          {groupAction?.(type)}
          {inType.length === 0 ? (
            <Text mt="xs">{empty}</Text>
          ) : (
            <ListTable>
              <Table className="list-table">
                <Table.Caption className="visually-hidden">{FINISH_TYPE_LABELS[type]}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Nazwa</Table.Th>
                    <Table.Th scope="col">Próbka</Table.Th>
                    {kind === 'legs' && <Table.Th scope="col">Symbol</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inType.map((finish) => {
                    const swatch = finishSwatch(finish.textureName);
                    return (
                      <Table.Tr key={finish.id}>
                        <Table.Th scope="row" className="list-name">
                          <Anchor component={Link} to={FINISH_PATHS[kind].one(finish.id)}>
                            {finish.name}
                          </Anchor>
                        </Table.Th>
                        <Table.Td>{swatch ? <img src={swatch} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'}</Table.Td>
                        {kind === 'legs' && <Table.Td>{finish.symbol || '—'}</Table.Td>}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ListTable>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
