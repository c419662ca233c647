import { FILE_KINDS } from '@meble/domain/file';
import type { FileKind } from '@meble/domain/file';
import type { RecordKind } from '@meble/domain/history';
import { paths, PATTERNS } from '../routes/paths.ts';

/** Each kind's file list (spec part 1 §2): a file is shown in the list of its kind. */
export const FILE_LIST_PATHS: Readonly<Record<FileKind, string>> = {
  model: PATTERNS.models,
  image: PATTERNS.textureImages,
  icon: PATTERNS.icons,
  collection: PATTERNS.collectionFiles,
  texture: PATTERNS.textureFiles,
};

const isFileKind = (value: string | null | undefined): value is FileKind => FILE_KINDS.some((kind) => kind === value);

/**
 * Where a history entry's record (or a file's use) is shown, when it still is: the catalogue's records by the
 * collection they are in now (none once gone), a fabric by its family, a finish and a file by their kind (the entry's
 * place, `collectionSlug`, names them), the others by their id (a record gone since opens its not-found page).
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
    case 'file':
      return isFileKind(collectionSlug) ? FILE_LIST_PATHS[collectionSlug] : null;
    case 'fabricFamily':
      // The family's screen takes its id as well as its slug.
      return paths.fabricFamily({ slug: recordId });
    case 'fabric':
      // The entry's place is the fabric's family slug while the fabric exists.
      return collectionSlug ? paths.fabric({ slug: collectionSlug, id: recordId }) : null;
    case 'fabricParameter':
      return paths.fabricSettings();
    case 'finish':
      // The entry's place names the finish's kind while it exists (null once it is gone).
      return collectionSlug === 'legs' ? paths.legFinish({ id: recordId }) : collectionSlug === 'elements' ? paths.elementFinish({ id: recordId }) : null;
  }
}
