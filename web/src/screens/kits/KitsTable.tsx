import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { KitsTable_collection$key } from '../../__generated__/KitsTable_collection.graphql.ts';
import type { KitsTable_kit$key } from '../../__generated__/KitsTable_kit.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** One kit's row; kit mutations answer this fragment, so the row follows a change without the list read again. */
function KitRow({ kit, slug }: { kit: KitsTable_kit$key; slug: string }) {
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
      }
    `,
    kit,
  );
  const priceA = data.totalPrices.find((price) => price.group === 'A')?.formatted;
  return (
    <tr>
      <th scope="row">
        <Link to={paths.kit({ slug, id: data.id })}>{data.name}</Link>
        {data.isActive ? null : <span className="badge">{HIDDEN_KIT_LABEL}</span>}
      </th>
      <td>{data.tinydesc || <span className="muted">brak</span>}</td>
      <td className="number">{data.elements.length}</td>
      <td className="number">{priceA ?? '—'}</td>
    </tr>
  );
}

/** The kits of a collection in the graph's order (ord, then name), hidden ones labelled (spec part 2 §4). */
export function KitsTable({ collection }: { collection: KitsTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment KitsTable_collection on Collection {
        slug
        name
        kits {
          id
          # eslint-disable-next-line relay/unused-fields -- the list's order, kept by useCreateKitMutation's updater
          ord
          ...KitsTable_kit
        }
      }
    `,
    collection,
  );
  if (data.kits.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze zestawów.</p>;
  return (
    <TableScroll>
      <table className="table">
        <caption className="visually-hidden">{`Zestawy kolekcji ${data.name}`}</caption>
        <thead>
          <tr>
            <th scope="col">Nazwa</th>
            <th scope="col">Krótki opis</th>
            <th scope="col">Elementów</th>
            <th scope="col">Cena A</th>
          </tr>
        </thead>
        <tbody>
          {data.kits.map((kit) => (
            <KitRow key={kit.id} kit={kit} slug={data.slug} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
