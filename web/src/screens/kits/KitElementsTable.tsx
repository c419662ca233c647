import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { KitElementsTable_kit$key } from '../../__generated__/KitElementsTable_kit.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

interface KitElementsTableProps {
  kit: KitElementsTable_kit$key;
  collectionSlug: string;
  onRemove: (elementId: string) => void;
  busy: boolean;
}

/** A kit's elements in its order (one used twice shows twice), each with 'Usuń z zestawu'. */
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
          prices {
            group
            formatted
          }
        }
      }
    `,
    kit,
  );
  const id = useId();
  if (data.elements.length === 0) return <p className="muted">Ten zestaw nie ma elementów.</p>;
  return (
    <TableScroll>
      <table className="table kit-elements" aria-busy={busy}>
        <caption className="visually-hidden">{`Elementy zestawu ${data.name}`}</caption>
        <thead>
          <tr>
            <th scope="col">Lp.</th>
            <th scope="col">Nazwa</th>
            <th scope="col">Kategoria</th>
            <th scope="col">Cena A</th>
            <th scope="col">
              <span className="visually-hidden">Działania</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.elements.map((element, index) => {
            const nameId = `${id}-${index}`;
            const priceA = element.prices.find((price) => price.group === 'A')?.formatted;
            return (
              <tr key={`${index}-${element.id}`}>
                <td className="number">{index + 1}</td>
                <th scope="row" id={nameId}>
                  <Link to={paths.element({ slug: collectionSlug, elementId: element.id })}>{element.name}</Link>
                </th>
                <td>{element.category.name}</td>
                <td className="number">{priceA ?? '—'}</td>
                <td>
                  <button type="button" className="secondary inline" disabled={busy} aria-describedby={nameId} onClick={() => onRemove(element.id)}>
                    Usuń z zestawu
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
