import { graphql, useFragment } from 'react-relay';
import type { CollectionDetails_collection$key } from '../../__generated__/CollectionDetails_collection.graphql.ts';
import { Detail, DetailList, Missing } from '../../ui/DetailList.tsx';
import { CollectionPhoto, CollectionStatus, photoSrc } from './CollectionCard.tsx';

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
      {/* The photo when a stored file has the name, else the placeholder; the file name beside it either way. */}
      <Detail term="Zdjęcie główne" preLine>
        {data.thumbUrl ? (
          <>
            <div className="collection-details-photo">
              <CollectionPhoto src={photoSrc(data.thumbUrl)} alt={`Zdjęcie kolekcji ${data.name}`} />
            </div>
            {data.thumbUrl}
          </>
        ) : (
          <Missing>brak zdjęcia</Missing>
        )}
      </Detail>
    </DetailList>
  );
}
