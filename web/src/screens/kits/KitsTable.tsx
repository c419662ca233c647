import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { KitsTable_collection$key } from '../../__generated__/KitsTable_collection.graphql.ts';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

/** The kits of a collection in the graph's order (ord, then name), hidden ones labelled (spec part 2 §4). */
export function KitsTable({ collection }: { collection: KitsTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment KitsTable_collection on Collection {
        slug
        name
        kits {
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
      }
    `,
    collection,
  );
  if (data.kits.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze zestawów.</p>;
  const setsPath = `/collection/${encodeURIComponent(data.slug)}/sets`;
  return (
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
        {data.kits.map((kit) => {
          const priceA = kit.totalPrices.find((price) => price.group === 'A')?.formatted;
          return (
            <tr key={kit.id}>
              <th scope="row">
                <Link to={`${setsPath}/${encodeURIComponent(kit.id)}`}>{kit.name}</Link>
                {kit.isActive ? null : <span className="badge">{HIDDEN_KIT_LABEL}</span>}
              </th>
              <td>{kit.tinydesc || <span className="muted">brak</span>}</td>
              <td className="number">{kit.elements.length}</td>
              <td className="number">{priceA ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
