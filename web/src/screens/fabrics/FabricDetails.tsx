import { Badge, Group } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { FabricDetails_fabric$key } from '../../__generated__/FabricDetails_fabric.graphql.ts';
import { Detail, DetailList } from '../../ui/DetailList.tsx';
import { swatchOf } from './swatch.ts';

/** A fabric's fields read-only, with its swatch (spec part 1 §2 "Fabric details"). */
export function FabricDetails({ fabric }: { fabric: FabricDetails_fabric$key }) {
  const data = useFragment(
    graphql`
      fragment FabricDetails_fabric on Fabric {
        name
        fileUrl
        thumbUrl
        isActive
        isDefault
      }
    `,
    fabric,
  );
  const swatch = swatchOf({ fileUrl: data.fileUrl, thumbUrl: data.thumbUrl });
  return (
    <DetailList>
      <Detail term="Próbka">{swatch ? <img src={swatch} alt={`Próbka tkaniny ${data.name}`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} /> : '—'}</Detail>
      <Detail term="Nazwa">{data.name}</Detail>
      <Detail term="Plik tkaniny">{data.fileUrl}</Detail>
      <Detail term="Stan">
        <Group gap={4}>
          <span>{data.isActive ? 'Aktywna' : 'Nieaktywna'}</span>
          {data.isDefault && <Badge variant="light">Domyślna w rodzinie</Badge>}
        </Group>
      </Detail>
    </DetailList>
  );
}
