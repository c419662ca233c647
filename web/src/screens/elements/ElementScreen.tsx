import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useNavigation, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { messages } from '@meble/domain/messages';
import type { ElementScreenQuery } from '../../__generated__/ElementScreenQuery.graphql.ts';
import { PageLoading } from '../../errors/PageLoading.tsx';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { useDeleteElementMutation } from '../../mutations/useDeleteElementMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { ElementDetails } from './ElementDetails.tsx';
import { ElementNotFound } from './ElementNotFound.tsx';

const query = graphql`
  query ElementScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Element @alias(as: "element") {
        id
        name
        viewerCanDelete
        collection {
          slug
          name
        }
        ...ElementDetails_element
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ElementScreenQuery>(query, { id: params.elementId ?? '' }) };
}

/** `/collection/{slug}/elements/{elementId}`: the element read-only, 'Edytuj', and the two-step delete. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { node } = usePreloadedQuery<ElementScreenQuery>(query, queryRef);
  const params = useParams();
  const navigation = useNavigation();
  const [remove] = useDeleteElementMutation();
  const navigate = useNavigate();
  const element = node?.element;
  if (!element || element.collection.slug !== params.slug) {
    // Just deleted here: the store already lacks it while the way back to the list is loading.
    return navigation.state === 'idle' ? <ElementNotFound /> : <PageLoading />;
  }
  const listPath = `/collection/${encodeURIComponent(element.collection.slug)}/elements`;
  const elementId = element.id;

  async function confirmDelete(): Promise<string | null> {
    const { deleteElement: result } = await remove({ id: elementId });
    if (result.__typename === 'DeleteElementPayload') {
      await navigate(listPath, { replace: true });
      return null;
    }
    return result.__typename === '%other' ? messages.unexpected : result.message;
  }

  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{element.name}</h1>
        <Link className="button-link" to={`${listPath}/edit/${encodeURIComponent(element.id)}`}>
          Edytuj
        </Link>
      </div>
      <p>
        Kolekcja: <Link to={listPath}>{element.collection.name}</Link>
      </p>
      <ElementDetails element={element} />
      {element.viewerCanDelete ? (
        <section className="danger-zone" aria-labelledby="element-delete-title">
          <h2 id="element-delete-title">Usuwanie elementu</h2>
          <DeleteConfirmation impact={`Zostanie usunięty element „${element.name}”.`} onConfirm={confirmDelete} />
        </section>
      ) : null}
    </section>
  );
}
