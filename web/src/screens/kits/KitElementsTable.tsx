import { Menu, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { KitElementsTable_kit$key } from '../../__generated__/KitElementsTable_kit.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { RowActions } from '../../ui/RowActions.tsx';
import { numberCell } from '../../ui/SortHeader.tsx';

interface KitElementsTableProps {
  kit: KitElementsTable_kit$key;
  collectionSlug: string;
  /** The element and its 1-based position: the row chosen (an element used twice has two). */
  onRemove: (elementId: string, position: number) => void;
  busy: boolean;
}

/** A kit's elements in its order (one used twice shows twice), each with its menu: the element, 'Usuń z zestawu'. */
export function KitElementsTable({ kit, collectionSlug, onRemove, busy }: KitElementsTableProps) {
  const data = useFragment(
    graphql`
      fragment KitElementsTable_kit on Kit {
        name
        elements {
          id
          name
          category {
            name
          }
          # Price A is the one column shown: the other eight are not asked for.
          prices(groups: [A]) {
            group
            formatted
          }
        }
      }
    `,
    kit,
  );
  if (data.elements.length === 0) return <p className="muted">Ten zestaw nie ma elementów.</p>;
  return (
    <ListTable>
      <Table className="list-table kit-elements" striped aria-busy={busy}>
        <Table.Caption className="visually-hidden">{`Elementy zestawu ${data.name}`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" {...numberCell}>
              Lp.
            </Table.Th>
            <Table.Th scope="col">Nazwa</Table.Th>
            <Table.Th scope="col">Kategoria</Table.Th>
            <Table.Th scope="col" {...numberCell}>
              Cena A
            </Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Akcje</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.elements.map((element, index) => {
            const priceA = element.prices.find((price) => price.group === 'A')?.formatted;
            const at = paths.element({ slug: collectionSlug, elementId: element.id });
            return (
              <Table.Tr key={`${index}-${element.id}`}>
                <Table.Td {...numberCell}>{index + 1}</Table.Td>
                <Table.Th scope="row">
                  <Link to={at}>{element.name}</Link>
                </Table.Th>
                <Table.Td>{element.category.name}</Table.Td>
                <Table.Td {...numberCell}>{priceA ?? '—'}</Table.Td>
                <Table.Td className="row-actions">
                  {/* The position names which occurrence: an element used twice has two rows, two menus. */}
                  <RowActions name={`${index + 1}. ${element.name}`}>
                    <Menu.Item component={Link} to={at}>
                      Pokaż element
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" disabled={busy} onClick={() => onRemove(element.id, index + 1)}>
                      Usuń z zestawu
                    </Menu.Item>
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ListTable>
  );
}
