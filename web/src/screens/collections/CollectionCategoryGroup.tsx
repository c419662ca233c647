import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CollectionCategoryGroup_category$key } from '../../__generated__/CollectionCategoryGroup_category.graphql.ts';
import { paths } from '../../routes/paths.ts';

/** One heading per collection category and its collections, inactive ones marked (spec part 2 §2). */
export function CollectionCategoryGroup({ category }: { category: CollectionCategoryGroup_category$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionCategoryGroup_category on CollectionCategory {
        slug
        name
        collections {
          id
          slug
          name
          isActive
        }
      }
    `,
    category,
  );
  const headingId = `category-${data.slug}`;
  return (
    <section className="collection-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{data.name}</h2>
      {data.collections.length === 0 ? (
        <p className="muted">Brak kolekcji w tej kategorii.</p>
      ) : (
        <ul className="collection-list">
          {data.collections.map((collection) => (
            <li key={collection.id}>
              <Link to={paths.collection({ slug: collection.slug })}>{collection.name}</Link>
              {collection.isActive ? null : <span className="badge">nieaktywna</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
