import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '../../ui/TableScroll.tsx';
import type { ElementRow } from './discountRules.ts';

/** The elements' table: the same fixed columns in the view and the edit mode, so nothing jumps when the mode changes. */
export function DiscountsTable({
  collectionName,
  elements,
  cell,
}: {
  collectionName: string;
  elements: readonly ElementRow[];
  cell: (element: ElementRow) => ReactNode;
}) {
  return (
    <TableScroll>
      <Table className="discounts-table" layout="fixed" striped highlightOnHover withTableBorder verticalSpacing="xs">
        <caption className="visually-hidden">{`Rabaty elementów kolekcji ${collectionName}`}</caption>
        <colgroup>
          <col />
          <col className="discounts-col-category" />
          <col className="discounts-col-discount" />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Nazwa</Table.Th>
            <Table.Th scope="col">Kategoria</Table.Th>
            <Table.Th scope="col" className="number">
              Rabat (%)
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {elements.map((element) => (
            <Table.Tr key={element.id}>
              <Table.Th scope="row" className="discounts-name">
                {element.name}
              </Table.Th>
              <Table.Td>{element.categoryName}</Table.Td>
              <Table.Td className="number">{cell(element)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
