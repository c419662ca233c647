import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ConfigurationKitSection_kit$key } from '../../__generated__/ConfigurationKitSection_kit.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

interface ConfigurationKitSectionProps {
  kit: ConfigurationKitSection_kit$key;
  /** The configuration's collection, where the catalogue elements of its lines live. */
  collectionSlug: string;
}

const none = <span className="muted">—</span>;

/** One kit of a saved design, as the configurator showed it: name, dimensions, element lines, total (spec part 1 §2). */
export function ConfigurationKitSection({ kit, collectionSlug }: ConfigurationKitSectionProps) {
  const data = useFragment(
    graphql`
      fragment ConfigurationKitSection_kit on ConfigurationKit {
        name
        width
        depth
        totalPrice
        elements {
          meshId
          name
          icon
          material
          equipment
          woodMaterial
          pillowMaterial
          price
          element {
            id
          }
        }
      }
    `,
    kit,
  );
  const titleId = useId();
  return (
    <section className="configuration-kit" aria-labelledby={titleId}>
      <h2 id={titleId}>{data.name}</h2>
      <p>{`Wymiary: ${data.width} × ${data.depth}`}</p>
      <TableScroll>
        <table className="table">
          <caption className="visually-hidden">{`Elementy zestawu ${data.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">Nazwa</th>
              <th scope="col">Ikona</th>
              <th scope="col">Materiał</th>
              <th scope="col">Wyposażenie</th>
              <th scope="col">Drewno</th>
              <th scope="col">Poduszki</th>
              <th scope="col">Cena</th>
            </tr>
          </thead>
          <tbody>
            {data.elements.map((line, index) => (
              // Lines have no id of their own and the same element may come twice: the position is the key.
              <tr key={index}>
                <th scope="row">
                  {/* The catalogue link only for whoever the graph gives the element (administrators, D14). */}
                  {line.element ? <Link to={paths.element({ slug: collectionSlug, elementId: line.element.id })}>{line.name || line.meshId}</Link> : line.name || line.meshId}
                </th>
                {/* Icons are served by a later issue: the file name only, never a broken image. */}
                <td>{line.icon || none}</td>
                <td>{line.material || none}</td>
                <td>{line.equipment || none}</td>
                <td>{line.woodMaterial || none}</td>
                <td>{line.pillowMaterial || none}</td>
                <td className="number">{line.price || none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="configuration-total">{`Razem: ${data.totalPrice}`}</p>
    </section>
  );
}
