import { Badge } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { CollectionDetails_collection$key } from '../../__generated__/CollectionDetails_collection.graphql.ts';
import { CollectionPhoto } from './CollectionCard.tsx';

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
    <dl className="details">
      <dt>Nazwa</dt>
      <dd>{data.name}</dd>
      <dt>Kategoria</dt>
      <dd>{data.category.name}</dd>
      <dt>Opis</dt>
      <dd className="pre-line">{data.description || <span className="muted">brak opisu</span>}</dd>
      <dt>Rabat</dt>
      <dd>{`${data.discountPercent}%`}</dd>
      <dt>Stan</dt>
      <dd>
        {/* The same status badge as the collection's card on the collections screen. */}
        <Badge color={data.isActive ? 'green' : 'gray'} variant="light">
          {data.isActive ? 'aktywna' : 'nieaktywna'}
        </Badge>
      </dd>
      {/* As on its card: the photo when the browser can load it, else the placeholder; the file name beside. */}
      <dt>Zdjęcie główne</dt>
      <dd>
        <div className="collection-details-photo">
          <CollectionPhoto thumbUrl={data.thumbUrl} />
        </div>
        {data.thumbUrl ? <span className="pre-line">{data.thumbUrl}</span> : null}
      </dd>
    </dl>
  );
}
