import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ElementCategoriesTable_collection$key } from '../../__generated__/ElementCategoriesTable_collection.graphql.ts';
import type { ElementCategoriesTable_row$key } from '../../__generated__/ElementCategoriesTable_row.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** One category's row; category mutations answer this fragment, so the row follows a change. */
function ElementCategoryRow({ category }: { category: ElementCategoriesTable_row$key }) {
  const data = useFragment(
    graphql`
      fragment ElementCategoriesTable_row on ElementCategory {
        id
        name
        nameEn
        displayOrd
        available
      }
    `,
    category,
  );
  return (
    <tr>
      <th scope="row">{data.name}</th>
      <td>{data.nameEn}</td>
      <td>{data.displayOrd}</td>
      <td>{data.available ? 'tak' : 'nie'}</td>
      <td>
        <Link to={paths.elementCategoryUpdate({ id: data.id })}>
          Edytuj<span className="visually-hidden">{` kategorię ${data.name}`}</span>
        </Link>
      </td>
    </tr>
  );
}

/** The element categories of a collection, in displayOrd order (the graph answers them so). */
export function ElementCategoriesTable({ collection }: { collection: ElementCategoriesTable_collection$key }) {
  const data = useFragment(
    graphql`
      fragment ElementCategoriesTable_collection on Collection {
        name
        elementCategories {
          id
          ...ElementCategoriesTable_row
        }
      }
    `,
    collection,
  );
  if (data.elementCategories.length === 0) return <p className="muted">Ta kolekcja nie ma jeszcze kategorii elementów.</p>;
  return (
    <TableScroll>
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
            <ElementCategoryRow key={category.id} category={category} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
