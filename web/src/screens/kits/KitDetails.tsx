import { Image } from '@mantine/core';
import { FILE_KIND_OF_USE, pictureUrl } from '@meble/domain/file';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { KitDetails_kit$key } from '../../__generated__/KitDetails_kit.graphql.ts';
import { Detail, DetailList, Missing } from '../../ui/DetailList.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

/**
 * The kit's picture when a stored image has its name; otherwise, or when it fails to load, the name as text, so a
 * name the files do not hold is still seen.
 */
function KitThumbnail({ name, src, kitName }: { name: string; src: string | null | undefined; kitName: string }) {
  const [failed, setFailed] = useState(false);
  if (!name) return <Missing>brak miniatury</Missing>;
  if (!src || failed) return <>{name}</>;
  return (
    <Image src={src} alt={`Miniatura zestawu ${kitName}`} title={name} w={160} maw="100%" h="auto" fit="contain" radius="sm" onError={() => setFailed(true)} />
  );
}

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
      <Detail term="Miniatura">
        <KitThumbnail name={data.thumbUrl} src={pictureUrl(FILE_KIND_OF_USE.kitThumbnail, data.thumbUrl)} kitName={data.name} />
      </Detail>
      <Detail term="Widoczność">{data.isActive ? 'widoczny' : HIDDEN_KIT_LABEL}</Detail>
    </DetailList>
  );
}
