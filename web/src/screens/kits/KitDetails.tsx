import { graphql, useFragment } from 'react-relay';
import type { KitDetails_kit$key } from '../../__generated__/KitDetails_kit.graphql.ts';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

const none = (text: string) => <span className="muted">{text}</span>;

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
    <dl className="details">
      <dt>Nazwa</dt>
      <dd>{data.name}</dd>
      <dt>Krótki opis</dt>
      <dd>{data.tinydesc || none('brak')}</dd>
      <dt>Kolejność</dt>
      <dd>{data.ord}</dd>
      <dt>Miniatura</dt>
      <dd>{data.thumbUrl || none('brak miniatury')}</dd>
      <dt>Widoczność</dt>
      <dd>{data.isActive ? 'widoczny' : HIDDEN_KIT_LABEL}</dd>
    </dl>
  );
}
