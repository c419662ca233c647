import { Badge, Menu, Table } from '@mantine/core';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { KitsTable_collection$key } from '../../__generated__/KitsTable_collection.graphql.ts';
import type { KitsTable_kit$key } from '../../__generated__/KitsTable_kit.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteKitMutation } from '../../mutations/useDeleteKitMutation.ts';
import { useSetKitVisibilityMutation } from '../../mutations/useSetKitVisibilityMutation.ts';
import { paths } from '../../routes/paths.ts';
import { DeleteModal, RowActions } from '../../ui/RowActions.tsx';
import { nextSort, numberCell, SortHeader, sortOf } from '../../ui/SortHeader.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';
import { DEFAULT_KIT_ORDER, KIT_SORT_PARAM, kitOrderOf, sortKits } from './kitListOrder.ts';

interface KitRowProps {
  kit: KitsTable_kit$key;
  slug: string;
  onDelete: (kit: { id: string; name: string }) => void;
}

/** One kit's row; kit mutations answer this fragment, so the row follows a change without the list read again. */
function KitRow({ kit, slug, onDelete }: KitRowProps) {
  const data = useFragment(
    graphql`
      fragment KitsTable_kit on Kit {
        id
        name
        tinydesc
        isActive
        elements {
          id
        }
        totalPrices {
          group
          formatted
        }
        # eslint-disable-next-line relay/unused-fields -- what the row's toggle and delete name (relay/versions.ts)
        version
      }
    `,
    kit,
  );
  // The row's toasts are one form's: a refusal replaces the 'Zapisano' of the toggle before it.
  const form = useId();
  const [setVisibility, changing] = useSetKitVisibilityMutation(form);
  const priceA = data.totalPrices.find((price) => price.group === 'A')?.formatted;
  // Done: the toast says so and the row's badge follows; refused: the reason, as a toast too (the menu is gone).
  async function toggleVisibility() {
    const outcome = await setVisibility({ kitId: data.id, isActive: !data.isActive });
    const refusal = bannerOf(outcome);
    if (refusal) showFailure(refusal, { form });
  }
  const at = paths.kit({ slug, id: data.id });
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Link to={at}>{data.name}</Link>
        {data.isActive ? null : (
          <Badge className="kit-hidden" color="gray" variant="dot" ml="xs">
            {HIDDEN_KIT_LABEL}
          </Badge>
        )}
      </Table.Th>
      <Table.Td>{data.tinydesc || <span className="muted">brak</span>}</Table.Td>
      <Table.Td {...numberCell}>{data.elements.length}</Table.Td>
      <Table.Td {...numberCell}>{priceA ?? '—'}</Table.Td>
      <Table.Td className="row-actions">
        <RowActions name={data.name}>
          <Menu.Item component={Link} to={at}>
            Pokaż
          </Menu.Item>
          <Menu.Item component={Link} to={paths.kitEdit({ slug, id: data.id })}>
            Edytuj
          </Menu.Item>
          <Menu.Item disabled={changing} onClick={() => void toggleVisibility()}>
            {data.isActive ? 'Ukryj w konfiguratorze' : 'Pokaż w konfiguratorze'}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => onDelete({ id: data.id, name: data.name })}>
            Usuń
          </Menu.Item>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The kits of a collection in the graph's order (ord, then name) or by name (`?sort=` in the address), hidden
 * ones labelled (spec part 2 §4).
 */
export function KitsTable({ collection }: { collection: KitsTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment KitsTable_collection on Collection {
        id
        slug
        name
        kits {
          id
          # eslint-disable-next-line relay/unused-fields -- the list's order, kept by useCreateKitMutation's updater
          ord
          name
          ...KitsTable_kit
        }
      }
    `,
    collection,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const order = kitOrderOf(searchParams);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove] = useDeleteKitMutation();

  function sortByName() {
    const next = nextSort(order, 'NAME_ASC', 'NAME_DESC', DEFAULT_KIT_ORDER);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_KIT_ORDER) params.delete(KIT_SORT_PARAM);
        else params.set(KIT_SORT_PARAM, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  async function confirmDelete(id: string): Promise<string | null> {
    const outcome = await remove(id, data.id);
    if (outcome.ok) setDeleting(null);
    return bannerOf(outcome);
  }

  if (data.kits.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze zestawów.</p>;
  return (
    <>
      <ListTable>
        <Table className="list-table" striped highlightOnHover>
          <Table.Caption className="visually-hidden">{`Zestawy kolekcji ${data.name}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Nazwa" sorted={sortOf(order, 'NAME_ASC', 'NAME_DESC')} onSort={sortByName} />
              <Table.Th scope="col">Krótki opis</Table.Th>
              <Table.Th scope="col" {...numberCell}>
                Elementów
              </Table.Th>
              <Table.Th scope="col" {...numberCell}>
                Cena A
              </Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">Akcje</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortKits(data.kits, order).map((kit) => (
              <KitRow key={kit.id} kit={kit} slug={data.slug} onDelete={setDeleting} />
            ))}
          </Table.Tbody>
        </Table>
      </ListTable>
      {deleting ? (
        <DeleteModal
          title={`Usuwanie zestawu „${deleting.name}”`}
          impact={`Zostanie usunięty zestaw „${deleting.name}”; jego elementy zostaną w kolekcji.`}
          onConfirm={() => confirmDelete(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
