import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ElementCategoriesTable_collection$key } from '../../__generated__/ElementCategoriesTable_collection.graphql.ts';

/** The element categories of a collection, in displayOrd order (the graph answers them so). */
export function ElementCategoriesTable({ collection }: { collection: ElementCategoriesTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment ElementCategoriesTable_collection on Collection {
        name
        elementCategories {
          id
          name
          nameEn
          displayOrd
          available
        }
      }
    `,
    collection,
  );
  if (data.elementCategories.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze kategorii elementów.</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{`Kategorie elementów kolekcji ${data.name}`}</caption>
      <thead>
        <tr>
          <th scope="col">Nazwa</th>
          <th scope="col">Nazwa (EN)</th>
          <th scope="col">Kolejność</th>
          <th scope="col">Dostępna</th>
          <th scope="col">
            <span className="visually-hidden">Akcje</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.elementCategories.map((category) => (
          <tr key={category.id}>
            <th scope="row">{category.name}</th>
            <td>{category.nameEn}</td>
            <td>{category.displayOrd}</td>
            <td>{category.available ? 'tak' : 'nie'}</td>
            <td>
              <Link to={`/element-category/update/${encodeURIComponent(category.id)}`}>
                Edytuj<span className="visually-hidden">{` kategorię ${category.name}`}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
