import { graphql, useFragment } from 'react-relay';
import type { KitDetails_kit$key } from '../../__generated__/KitDetails_kit.graphql.ts';
import { Detail, DetailList, Missing } from '../../ui/DetailList.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

/** A kit's own fields, read-only (spec part 2 §3). */
export function KitDetails({ kit }: { kit: KitDetails_kit$key }) {
  const data = useFragment(
    graphql`
      fragment KitDetails_kit on Kit {
        name
        tinydesc
        ord
        thumbUrl
        isActive
      }
    `,
    kit,
  );
  return (
    <DetailList>
      <Detail term="Nazwa">{data.name}</Detail>
      <Detail term="Krótki opis">{data.tinydesc || <Missing>brak</Missing>}</Detail>
      <Detail term="Kolejność">{data.ord}</Detail>
      <Detail term="Miniatura">{data.thumbUrl || <Missing>brak miniatury</Missing>}</Detail>
      <Detail term="Widoczność">{data.isActive ? 'widoczny' : HIDDEN_KIT_LABEL}</Detail>
    </DetailList>
  );
}
