import { graphql, useFragment } from 'react-relay';
import { CONNECTION_CODES } from '@meble/domain/catalog';
import { formatPrice } from '@meble/domain/money';
import type { ElementDetails_element$key } from '../../__generated__/ElementDetails_element.graphql.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** 12.5 → '12,5 cm' (dimensions in centimetres, Polish decimal comma). */
function centimetres(value: number): string {
  return `${String(value).replace('.', ',')} cm`;
}

const none = (text: string) => <span className="muted">{text}</span>;

/** Every field of an element, read-only (spec part 2 §2 element-details). */
export function ElementDetails({ element }: { element: ElementDetails_element$key }) {
  const data = useFragment(
    graphql`
      fragment ElementDetails_element on Element {
        name
        file
        thumbUrl
        available
        isDefault
        connect
        angle
        dimb
        dx
        dy
        dz
        description
        descriptionEn
        tinydesc
        tinydescEn
        displayOrd
        discountPercent
        category {
          name
        }
        prices {
          group
          grosze
        }
        equipment {
          id
          name
        }
      }
    `,
    element,
  );
  const connection = CONNECTION_CODES.find((c) => c.code === data.connect)?.name ?? data.connect;
  return (
    <>
      <dl className="details">
        <dt>Nazwa (indeks)</dt>
        <dd>{data.name}</dd>
        <dt>Kategoria</dt>
        <dd>{data.category.name}</dd>
        <dt>Plik modelu</dt>
        <dd>{data.file}</dd>
        {/* Files are served by a later issue: the name only, never a broken image. */}
        <dt>Ikona</dt>
        <dd>{data.thumbUrl || none('brak ikony')}</dd>
        <dt>Dostępny</dt>
        <dd>{data.available ? 'tak' : 'nie'}</dd>
        <dt>Element startowy</dt>
        <dd>{data.isDefault ? 'tak' : 'nie'}</dd>
        <dt>Łączenie</dt>
        <dd>{connection}</dd>
        <dt>Kąt</dt>
        <dd>{`${data.angle}°`}</dd>
        {data.dimb !== null && data.dimb !== undefined ? (
          <>
            <dt>Szerokość dolna (dimb)</dt>
            <dd>{centimetres(data.dimb)}</dd>
          </>
        ) : null}
        <dt>Szerokość (dx)</dt>
        <dd>{centimetres(data.dx)}</dd>
        <dt>Głębokość (dy)</dt>
        <dd>{centimetres(data.dy)}</dd>
        <dt>Wysokość (dz)</dt>
        <dd>{centimetres(data.dz)}</dd>
        <dt>Opis</dt>
        <dd className="pre-line">{data.description || none('brak opisu')}</dd>
        <dt>Opis (EN)</dt>
        <dd className="pre-line">{data.descriptionEn || none('brak opisu')}</dd>
        <dt>Krótki opis</dt>
        <dd>{data.tinydesc || none('brak')}</dd>
        <dt>Krótki opis (EN)</dt>
        <dd>{data.tinydescEn || none('brak')}</dd>
        <dt>Kolejność</dt>
        <dd>{data.displayOrd}</dd>
        <dt>Wyposażenie</dt>
        <dd>
          {data.equipment.length === 0 ? (
            none('brak')
          ) : (
            <ul className="plain-list">
              {data.equipment.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Rabat</dt>
        <dd>{`${data.discountPercent}%`}</dd>
      </dl>
      <TableScroll>
        <table className="table price-table">
          <caption>Ceny</caption>
          <thead>
            <tr>
              <th scope="col">Grupa</th>
              <th scope="col">Cena</th>
            </tr>
          </thead>
          <tbody>
            {data.prices.map((price) => (
              <tr key={price.group}>
                <th scope="row">{`Cena ${price.group}`}</th>
                <td className="number">{price.grosze === null || price.grosze === undefined ? none('brak') : formatPrice(price.grosze)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
