import { Table } from '@mantine/core';
import { numberCell } from './SortHeader.tsx';
import { TableScroll } from './TableScroll.tsx';

interface PriceTableProps {
  /** The table's visible caption, which is also its accessible name. */
  caption: string;
  /** One row per price group, A–I: the amount already formatted, or what stands for none. */
  prices: readonly { group: string; price: string }[];
}

/** Prices by group ('Cena A' … 'Cena I'), amounts right-aligned as on the lists. */
export function PriceTable({ caption, prices }: PriceTableProps) {
  return (
    <TableScroll>
      <Table captionSide="top" withTableBorder striped maw={480} mb="lg" bg="var(--mantine-color-body)">
        <Table.Caption ta="left" fw={600} fz="md" c="var(--mantine-color-text)" mt={0} mb="xs">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Grupa</Table.Th>
            <Table.Th scope="col" {...numberCell}>
              Cena
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map(({ group, price }) => (
            <Table.Tr key={group}>
              <Table.Th scope="row" fw={400}>{`Cena ${group}`}</Table.Th>
              <Table.Td {...numberCell}>{price}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
