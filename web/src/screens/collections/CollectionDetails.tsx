import { graphql, useFragment } from 'react-relay';
import type { CollectionDetails_collection$key } from '../../__generated__/CollectionDetails_collection.graphql.ts';
import { Detail, DetailList, Missing } from '../../ui/DetailList.tsx';
import { CollectionPhoto, CollectionStatus } from './CollectionCard.tsx';

/** Description and main photo of a collection (spec part 2 §2 "collection"). */
export function CollectionDetails({ collection }: { collection: CollectionDetails_collection$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionDetails_collection on Collection {
        name
        description
        discountPercent
        isActive
        thumbUrl
        category {
          name
        }
      }
    `,
    collection,
  );
  return (
    <DetailList>
      <Detail term="Nazwa">{data.name}</Detail>
      <Detail term="Kategoria">{data.category.name}</Detail>
      <Detail term="Opis" preLine>
        {data.description || <Missing>brak opisu</Missing>}
      </Detail>
      <Detail term="Rabat">{`${data.discountPercent}%`}</Detail>
      <Detail term="Stan">
        {/* The same status badge as the collection's card on the collections screen. */}
        <CollectionStatus isActive={data.isActive} />
      </Detail>
      {/* As on its card: the photo when the browser can load it, else the placeholder; the file name beside. */}
      <Detail term="Zdjęcie główne" preLine>
        <div className="collection-details-photo">
          <CollectionPhoto thumbUrl={data.thumbUrl} />
        </div>
        {data.thumbUrl}
      </Detail>
    </DetailList>
  );
}
