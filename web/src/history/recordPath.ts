import type { RecordKind } from '@meble/domain/history';
import { paths } from '../routes/paths.ts';

/**
 * Where a history entry's record is shown, when it still is: the catalogue's records by the collection they are in
 * now (none once gone), the others by their id (a record gone since opens its not-found page).
 */
export function recordPath(kind: RecordKind, recordId: string, collectionSlug: string | null | undefined): string | null {
  switch (kind) {
    case 'collection':
      return collectionSlug ? paths.collection({ slug: collectionSlug }) : null;
    case 'element':
      return collectionSlug ? paths.element({ slug: collectionSlug, elementId: recordId }) : null;
    case 'kit':
      return collectionSlug ? paths.kit({ slug: collectionSlug, id: recordId }) : null;
    case 'elementCategory':
      return collectionSlug ? paths.elementCategoryUpdate({ id: recordId }) : null;
    case 'translation':
      return paths.translationEdit({ id: recordId });
    case 'user':
      return paths.userEdit({ id: recordId });
    case 'clientConfiguration':
      return paths.clientConfiguration({ id: recordId });
  }
}
