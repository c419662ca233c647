import type { FileUse } from './file.ts';
import { fileMessages } from './messages/files.ts';

/** A refusal names at most this many uses, then counts the rest. */
export const FILE_USES_NAMED = 10;

/** One use in Polish, as a refusal lists it. */
export function fileUseText(use: FileUse): string {
  const slug = use.collectionSlug ?? '';
  switch (use.use) {
    case 'elementModel':
      return fileMessages.fileUsedByElementModel(use.name, slug);
    case 'elementIcon':
      return fileMessages.fileUsedByElementIcon(use.name, slug);
    case 'collectionPhoto':
      return fileMessages.fileUsedByCollection(use.name);
    case 'kitThumbnail':
      return fileMessages.fileUsedByKit(use.name, slug);
    case 'fabricTexture':
      return fileMessages.fileUsedByFabric(use.name);
    case 'fabricSwatch':
      return fileMessages.fileUsedByFabricSwatch(use.name);
    case 'finishTexture':
      return fileMessages.fileUsedByFinish(use.name);
    case 'modelSibling':
      return fileMessages.fileUsedByModel(use.name);
  }
}

/** The uses in Polish: 'element Sofa 2 (manhattan), kolekcja Manhattan', the first FILE_USES_NAMED and a count of the rest. */
export function fileUsesText(usedBy: readonly FileUse[]): string {
  const named = usedBy.slice(0, FILE_USES_NAMED).map(fileUseText);
  const more = usedBy.length - named.length;
  return [...named, ...(more > 0 ? [fileMessages.fileUsedByMore(more)] : [])].join(', ');
}

/**
 * What stops a file's delete (D9), as the Polish reason the API refuses it with, or null when it may go. The API's
 * delete and the graph's `viewerCanDelete` both ask it, so a delete is offered exactly when it will succeed.
 */
export function fileDeleteBlocker(name: string, usedBy: readonly FileUse[]): string | null {
  return usedBy.length > 0 ? fileMessages.fileInUse(name, fileUsesText(usedBy)) : null;
}
