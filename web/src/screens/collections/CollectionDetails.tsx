import { graphql, useFragment } from 'react-relay';
import type { CollectionDetails_collection$key } from '../../__generated__/CollectionDetails_collection.graphql.ts';

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
      <dd>{data.isActive ? 'aktywna' : <span className="badge">nieaktywna</span>}</dd>
      {/* Files are served by a later issue: the name only, never a broken image. */}
      <dt>Zdjęcie główne</dt>
      <dd>{data.thumbUrl || <span className="muted">brak zdjęcia</span>}</dd>
    </dl>
  );
}
