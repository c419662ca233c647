import { Menu, Table } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ElementCategoriesTable_collection$key } from '../../__generated__/ElementCategoriesTable_collection.graphql.ts';
import type { ElementCategoriesTable_row$key } from '../../__generated__/ElementCategoriesTable_row.graphql.ts';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteElementCategoryMutation } from '../../mutations/useDeleteElementCategoryMutation.ts';
import { paths } from '../../routes/paths.ts';
import { categoryElementsLink } from '../elements/elementListParams.ts';
import { DeleteModal, RowActions, type DeleteTarget } from '../../ui/RowActions.tsx';
import { numberCell } from '../../ui/SortHeader.tsx';
import { ListTable } from '../../ui/ListTable.tsx';

interface RowProps {
  category: ElementCategoriesTable_row$key;
  onDelete: (category: DeleteTarget) => void;
}

/** One category's row; category mutations answer this fragment, so the row follows a change. */
function ElementCategoryRow({ category, onDelete }: RowProps) {
  const data = useFragment(
    graphql`
      fragment ElementCategoriesTable_row on ElementCategory {
        id
        name
        nameEn
        displayOrd
        available
        viewerCannotDeleteReason
      }
    `,
    category,
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Link to={paths.elementCategoryUpdate({ id: data.id })}>{data.name}</Link>
      </Table.Th>
      <Table.Td>{data.nameEn}</Table.Td>
      <Table.Td {...numberCell}>{data.displayOrd}</Table.Td>
      <Table.Td>{data.available ? 'tak' : 'nie'}</Table.Td>
      <Table.Td className="row-actions">
        <RowActions name={data.name}>
          <Menu.Item component={Link} to={paths.elementCategoryUpdate({ id: data.id })}>
            Edytuj
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => onDelete({ id: data.id, name: data.name, blocker: data.viewerCannotDeleteReason ?? null })}>
            Usuń
          </Menu.Item>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The element categories of a collection, in displayOrd order (the graph answers them so, and a collection
 * has a few: the order staff set is the one that matters, no other sort).
 */
export function ElementCategoriesTable({ collection }: { collection: ElementCategoriesTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment ElementCategoriesTable_collection on Collection {
        id
        name
        slug
        elementCategories {
          id
          ...ElementCategoriesTable_row
        }
      }
    `,
    collection,
  );
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [remove] = useDeleteElementCategoryMutation();

  async function confirmDelete(id: string): Promise<string | null> {
    const outcome = await remove(id, data.id);
    if (outcome.ok) setDeleting(null);
    return bannerOf(outcome);
  }

  if (data.elementCategories.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze kategorii elementów.</p>;
  return (
    <>
      <ListTable>
        <Table className="list-table" striped highlightOnHover>
          <Table.Caption className="visually-hidden">{`Kategorie elementów kolekcji ${data.name}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nazwa</Table.Th>
              <Table.Th scope="col">Nazwa (EN)</Table.Th>
              <Table.Th scope="col" {...numberCell}>
                Kolejność
              </Table.Th>
              <Table.Th scope="col">Dostępna</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Akcje</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.elementCategories.map((category) => (
              <ElementCategoryRow key={category.id} category={category} onDelete={setDeleting} />
            ))}
          </Table.Tbody>
        </Table>
      </ListTable>
      {deleting ? (
        <DeleteModal
          title={`Usuwanie kategorii „${deleting.name}”`}
          impact={`Zostanie usunięta kategoria elementów „${deleting.name}”.`}
          blocker={deleting.blocker}
          blockerLinks={deleting.blocker ? [categoryElementsLink(data.slug, deleting)] : undefined}
          onConfirm={() => confirmDelete(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
