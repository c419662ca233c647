import { readFile, stat } from 'node:fs/promises';
import { THUMBNAIL_MAX_SOURCE_BYTES, THUMBNAIL_SIZE } from '@meble/domain/file';
import sharp from 'sharp';

/**
 * Thumbnails (spec part 1 §5): a THUMBNAIL_SIZE square PNG of a raster or SVG image up to THUMBNAIL_MAX_SOURCE_BYTES,
 * and of a PDF's first page (pdfjs-dist draws it on @napi-rs/canvas, which sharp cannot read PDF without). The whole
 * picture is fitted into the square on a transparent background, never cropped. A file that cannot be drawn simply
 * has no thumbnail: its content was already checked, and the list shows its name instead.
 */

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.svg']);

/** Decoding stops here: a small file may declare an enormous picture. */
const MAX_INPUT_PIXELS = 100_000_000;
const SHARP_TIMEOUT_SECONDS = 20;

/** A PDF page is drawn at twice the thumbnail's size, then reduced, for sharper lines. */
const PDF_RENDER_SIZE = THUMBNAIL_SIZE * 2;

export function hasThumbnailSource(extension: string): boolean {
  return IMAGE_EXTENSIONS.has(extension) || extension === '.pdf';
}

function squarePng(input: Buffer | string): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 }, withoutEnlargement: false })
    .png({ compressionLevel: 9 })
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .toBuffer();
}

/** pdfjs's Node canvas factory (it types it as Object): @napi-rs/canvas canvases, which encode themselves. */
interface PdfCanvasFactory {
  create(width: number, height: number): { canvas: HTMLCanvasElement & { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
}

/** The first page of a PDF, drawn as a PNG. */
async function pdfFirstPage(path: string): Promise<Buffer> {
  // The worker's module first (it registers globalThis.pdfjsWorker): pdfjs then runs it in this thread instead of
  // importing it from a path beside its own file, which a bundled server does not have.
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(path));
  // No script evaluation, fonts or outside resources: the document is the uploader's, not ours.
  const document = await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PDF_RENDER_SIZE / Math.max(unscaled.width, unscaled.height, 1) });
    const { canvas, context } = (document.canvasFactory as PdfCanvasFactory).create(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}

/** The thumbnail of the file at `path` (checked to be what `extension` says), or undefined when it gets none. */
export async function makeThumbnail(path: string, extension: string): Promise<Buffer | undefined> {
  if (!hasThumbnailSource(extension)) return undefined;
  const { size } = await stat(path);
  if (size > THUMBNAIL_MAX_SOURCE_BYTES) return undefined;
  try {
    return extension === '.pdf' ? await squarePng(await pdfFirstPage(path)) : await squarePng(path);
  } catch {
    // Undecodable or too large a picture: stored without a thumbnail, as the spec allows for large files.
    return undefined;
  }
}
