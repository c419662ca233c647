import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CollectionDeletionImpact } from '@meble/domain/collection';
import { countOf } from '@meble/domain/plural';
import type { CollectionDeleteSection_collection$key } from '../../__generated__/CollectionDeleteSection_collection.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteCollectionMutation } from '../../mutations/useDeleteCollectionMutation.ts';
import { paths } from '../../routes/paths.ts';
import { DangerZone } from '../../ui/DangerZone.tsx';

const CATEGORY = { one: 'kategoria', few: 'kategorie', many: 'kategorii' };
const ELEMENT = { one: 'element', few: 'elementy', many: 'elementów' };
const KIT = { one: 'zestaw', few: 'zestawy', many: 'zestawów' };
const FABRIC_ASSIGNMENT = { one: 'przypisanie rodziny tkanin', few: 'przypisania rodzin tkanin', many: 'przypisań rodzin tkanin' };
const FINISH_ASSIGNMENT = { one: 'przypisanie wybarwienia', few: 'przypisania wybarwień', many: 'przypisań wybarwień' };

/** D8: the confirmation says what goes with the collection, count by count. */
export function collectionDeletionText({ elementCategories, elements, kits, fabricAssignments, finishAssignments }: CollectionDeletionImpact): string {
  const parts = [
    elementCategories > 0 ? `${countOf(elementCategories, CATEGORY)} elementów` : '',
    elements > 0 ? countOf(elements, ELEMENT) : '',
    kits > 0 ? countOf(kits, KIT) : '',
    fabricAssignments > 0 ? countOf(fabricAssignments, FABRIC_ASSIGNMENT) : '',
    finishAssignments > 0 ? countOf(finishAssignments, FINISH_ASSIGNMENT) : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Zostanie usunięta kolekcja (nie ma w niej kategorii, elementów ani zestawów).';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} i ${parts.at(-1)}`;
  return `Zostanie usunięta kolekcja, a z nią ${list}.`;
}

/** The two-step delete of a collection: nothing refuses it, the collection goes with everything in it (D8). */
export function CollectionDeleteSection({ collection }: { collection: CollectionDeleteSection_collection$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionDeleteSection_collection on Collection {
        id
        deletionImpact {
          elementCategories
          elements
          kits
          fabricAssignments
          finishAssignments
        }
      }
    `,
    collection,
  );
  const [deleteCollection] = useDeleteCollectionMutation();
  const navigate = useNavigate();

  async function confirm(): Promise<string | null> {
    const outcome = await deleteCollection(data.id);
    if (outcome.ok) await navigate(paths.collections());
    return bannerOf(outcome);
  }

  return (
    <DangerZone title="Usuwanie kolekcji">
      <DeleteConfirmation impact={collectionDeletionText(data.deletionImpact)} onConfirm={confirm} />
    </DangerZone>
  );
}
