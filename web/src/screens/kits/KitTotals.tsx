import { graphql, useFragment } from 'react-relay';
import type { KitTotals_kit$key } from '../../__generated__/KitTotals_kit.graphql.ts';
import { PriceTable } from '../../ui/PriceTable.tsx';

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
    <PriceTable
      caption="Cena zestawu — po rabatach elementów i kolekcji"
      prices={data.totalPrices.map((price) => ({ group: price.group, price: price.formatted ?? '—' }))}
    />
  );
}
