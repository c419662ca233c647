import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { messages } from '@meble/domain/messages';
import type { CollectionDeleteSection_collection$key } from '../../__generated__/CollectionDeleteSection_collection.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { useDeleteCollectionMutation } from '../../mutations/useDeleteCollectionMutation.ts';
import { countOf } from '@meble/domain/plural';

const CATEGORY = { one: 'kategoria', few: 'kategorie', many: 'kategorii' };

/** D8: the confirmation says what goes with the collection. */
export function collectionDeletionText(elementCategories: number): string {
  if (elementCategories === 0) return 'Zostanie usunięta kolekcja (nie ma w niej kategorii elementów).';
  return `Zostanie usunięta kolekcja i ${countOf(elementCategories, CATEGORY)} elementów.`;
}

/** The two-step delete of a collection; shown only when the viewer may delete (STYLE 6). */
export function CollectionDeleteSection({ collection }: { collection: CollectionDeleteSection_collection$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionDeleteSection_collection on Collection {
        id
        viewerCanDelete
        deletionImpact {
          elementCategories
        }
      }
    `,
    collection,
  );
  const [deleteCollection] = useDeleteCollectionMutation();
  const navigate = useNavigate();
  if (!data.viewerCanDelete) return null;

  async function confirm(): Promise<string | null> {
    const { deleteCollection: result } = await deleteCollection({ id: data.id });
    if (result.__typename === 'DeleteCollectionPayload') {
      await navigate('/collections');
      return null;
    }
    return result.__typename === 'NotFoundError' ? result.message : messages.unexpected;
  }

  return (
    <section className="danger-zone" aria-labelledby="collection-delete-title">
      <h2 id="collection-delete-title">Usuwanie kolekcji</h2>
      <DeleteConfirmation impact={collectionDeletionText(data.deletionImpact.elementCategories)} onConfirm={confirm} />
    </section>
  );
}
