import { graphql, useFragment } from 'react-relay';
import { FILE_KIND_OF_USE, pictureUrl } from '@meble/domain/file';
import { CONNECTION_CODES } from '@meble/domain/catalog';
import { formatPrice } from '@meble/domain/money';
import type { ElementDetails_element$key } from '../../__generated__/ElementDetails_element.graphql.ts';
import { Detail, DetailList, Lines, Missing } from '../../ui/DetailList.tsx';
import { PriceTable } from '../../ui/PriceTable.tsx';
import { ElementIcon } from './ElementIcon.tsx';
import { ElementModel } from './ElementModel.tsx';

/** 12.5 → '12,5 cm' (dimensions in centimetres, Polish decimal comma). */
function centimetres(value: number): string {
  return `${String(value).replace('.', ',')} cm`;
}

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
      <DetailList>
        <Detail term="Nazwa (indeks)">{data.name}</Detail>
        <Detail term="Kategoria">{data.category.name}</Detail>
        <Detail term="Plik modelu">
          <ElementModel name={data.file} elementName={data.name} />
        </Detail>
        <Detail term="Ikona">
          <ElementIcon name={data.thumbUrl} src={pictureUrl(FILE_KIND_OF_USE.elementIcon, data.thumbUrl)} elementName={data.name} size={64} />
        </Detail>
        <Detail term="Dostępny">{data.available ? 'tak' : 'nie'}</Detail>
        <Detail term="Element startowy">{data.isDefault ? 'tak' : 'nie'}</Detail>
        <Detail term="Łączenie">{connection}</Detail>
        <Detail term="Kąt">{`${data.angle}°`}</Detail>
        {data.dimb !== null && data.dimb !== undefined ? <Detail term="Szerokość dolna (dimb)">{centimetres(data.dimb)}</Detail> : null}
        <Detail term="Szerokość (dx)">{centimetres(data.dx)}</Detail>
        <Detail term="Głębokość (dy)">{centimetres(data.dy)}</Detail>
        <Detail term="Wysokość (dz)">{centimetres(data.dz)}</Detail>
        <Detail term="Opis" preLine>
          {data.description || <Missing>brak opisu</Missing>}
        </Detail>
        <Detail term="Opis (EN)" preLine>
          {data.descriptionEn || <Missing>brak opisu</Missing>}
        </Detail>
        <Detail term="Krótki opis">{data.tinydesc || <Missing>brak</Missing>}</Detail>
        <Detail term="Krótki opis (EN)">{data.tinydescEn || <Missing>brak</Missing>}</Detail>
        <Detail term="Kolejność">{data.displayOrd}</Detail>
        <Detail term="Wyposażenie">
          {data.equipment.length === 0 ? <Missing>brak</Missing> : <Lines lines={data.equipment.map((item) => ({ key: item.id, text: item.name }))} />}
        </Detail>
        <Detail term="Rabat">{`${data.discountPercent}%`}</Detail>
      </DetailList>
      <PriceTable
        caption="Ceny"
        prices={data.prices.map((price) => ({
          group: price.group,
          price: price.grosze === null || price.grosze === undefined ? 'brak' : formatPrice(price.grosze),
        }))}
      />
    </>
  );
}
