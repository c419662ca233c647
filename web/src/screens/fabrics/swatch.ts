import { pictureUrl, thumbnailUrl } from '@meble/domain/file';

/** A fabric's swatch: its own, else its texture's thumbnail; null when it names no stored file. */
export function swatchOf(fabric: { fileUrl: string; thumbUrl: string }): string | null {
  if (fabric.thumbUrl) return pictureUrl('texture', fabric.thumbUrl);
  return pictureUrl('texture', fabric.fileUrl) && thumbnailUrl('texture', fabric.fileUrl);
}
