import { graphql, useFragment } from 'react-relay';
import type { KitTotals_kit$key } from '../../__generated__/KitTotals_kit.graphql.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** The kit's price at each group A–I, as the graph computes it from the domain rule (D1–D3). */
export function KitTotals({ kit }: { kit: KitTotals_kit$key }) {
  const data = useFragment(
    graphql`
      fragment KitTotals_kit on Kit {
        totalPrices {
          group
          formatted
        }
      }
    `,
    kit,
  );
  return (
    <TableScroll>
      <table className="table price-table">
        <caption>Cena zestawu — po rabatach elementów i kolekcji</caption>
        <thead>
          <tr>
            <th scope="col">Grupa</th>
            <th scope="col">Cena</th>
          </tr>
        </thead>
        <tbody>
          {data.totalPrices.map((price) => (
            <tr key={price.group}>
              <th scope="row">{`Cena ${price.group}`}</th>
              <td className="number">{price.formatted ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
