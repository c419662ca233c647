import { open, readFile, stat } from 'node:fs/promises';
import { allowedExtensionsText, extensionOf, formatFileSize, isAllowedExtension, type FileKind } from '@meble/domain/file';
import { messages } from '@meble/domain/messages';
import { fileTypeFromFile } from 'file-type';
import type { Refusal } from './refusal.ts';
import { checkSvgText } from './svg.ts';

/**
 * The checks of an uploaded file's name and bytes before anything is stored: its extension must be allowed for its
 * kind, and its content must be what the extension says (a '.png' that is HTML or a program is refused). file-type
 * recognises neither SVG nor '.gltf' (both text) and reads some '.bin' buffers as something else: those are checked
 * here by parsing, and a '.bin' only by not being anything dangerous.
 */

/** The bytes file-type and the markup test look at. */
const HEAD_BYTES = 4100;

/** An SVG is parsed whole in memory: larger ones are refused rather than risk the process. */
export const SVG_MAX_BYTES = 32 * 1024 * 1024;

/** What each binary extension must be recognised as (file-type's `ext`). */
const EXPECTED_TYPES: Readonly<Record<string, readonly string[]>> = {
  '.png': ['png', 'apng'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.gif': ['gif'],
  '.pdf': ['pdf'],
  '.glb': ['glb'],
};

/** A '.bin' recognised as one of these (programs, archives, documents, markup) is not a glTF buffer. */
const DANGEROUS_MIME = /zip|compress|archive|executable|msdownload|elf|mach|java|wasm|html|xml|script|pdf|msword|officedocument|opendocument|shockwave|flash|x-sh|msi|cab|rar|7z|tar|gzip|bzip|xz|zstd|lzip|lzh|arj|cpio|deb|rpm|apple-diskimage|sqlite|postscript|rtf|chm|lnk|x-ms/;
const DANGEROUS_EXT = new Set(['exe', 'elf', 'macho', 'dll', 'msi', 'cab', 'zip', 'jar', 'apk', 'rar', '7z', 'gz', 'bz2', 'xz', 'zst', 'tar', 'swf', 'pdf', 'html', 'xml', 'ps', 'eps', 'rtf', 'class', 'wasm', 'lnk', 'deb', 'rpm', 'dmg', 'chm', 'cfb', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'sqlite', 'asar', 'crx', 'xpi', 'shp']);

/**
 * The name as checked: percent-decoded when it decodes (a client may send it encoded), its last path segment
 * (never a folder of the client's), surrounding spaces and trailing dots dropped (Windows ignores those).
 */
export function uploadedBaseName(originalName: string): string {
  let decoded = originalName;
  try {
    decoded = decodeURIComponent(originalName);
  } catch {
    // Not percent-encoding: the name as sent.
  }
  return (decoded.split(/[\\/]/).pop() ?? '').replace(/\0/g, '').trim().replace(/[.\s]+$/, '');
}

/** The checked extension of an upload of `kind` named `originalName`, or why it is refused. */
export function checkExtension(kind: FileKind, originalName: string): { extension: string } | Refusal {
  const extension = extensionOf(uploadedBaseName(originalName));
  if (extension === '' || !isAllowedExtension(kind, extension)) {
    return { status: 415, message: messages.fileTypeNotAllowed(allowedExtensionsText(kind)) };
  }
  return { extension };
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Text that opens with a tag or declaration (HTML, XML, SVG): no glTF buffer or raster starts so and stays printable. */
export function looksLikeMarkup(head: Buffer): boolean {
  const text = head.subarray(0, 1024).toString('latin1').replace(/^(?:\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, '').trimStart();
  if (!/^<[!?A-Za-z]/.test(text)) return false;
  // Control characters (bar tab and line ends) mean binary data that happens to start with '<'.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  return !/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(text);
}

/** A '.gltf' is glTF JSON: an object with `asset.version`. */
async function checkGltfJson(path: string): Promise<boolean> {
  try {
    const parsed: unknown = JSON.parse((await readFile(path, 'utf8')).replace(/^\ufeff/, ''));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const asset: unknown = (parsed as { asset?: unknown }).asset;
    return typeof asset === 'object' && asset !== null && typeof (asset as { version?: unknown }).version === 'string';
  } catch {
    return false;
  }
}

async function detectedType(path: string): Promise<{ ext: string; mime: string } | undefined> {
  try {
    return await fileTypeFromFile(path);
  } catch {
    // A reader's failure on odd bytes: nothing recognised, and the extension's own check decides.
    return undefined;
  }
}

/** Whether the file at `path` holds what `extension` says; the refusal when not. The file exists and is not empty. */
export async function checkContent(path: string, extension: string): Promise<Refusal | undefined> {
  const mismatch: Refusal = { status: 415, message: messages.fileContentMismatch(extension) };
  const head = await readHead(path);
  const detected = await detectedType(path);
  const expected = EXPECTED_TYPES[extension];
  if (expected) return detected && expected.includes(detected.ext) ? undefined : mismatch;
  switch (extension) {
    case '.svg': {
      if (detected && detected.ext !== 'xml') return mismatch;
      const { size } = await stat(path);
      if (size > SVG_MAX_BYTES) return { status: 413, message: messages.fileTooBig(formatFileSize(size), formatFileSize(SVG_MAX_BYTES)) };
      const verdict = checkSvgText(await readFile(path, 'utf8'));
      if (verdict === 'invalid') return { status: 415, message: messages.svgInvalid };
      if (verdict === 'unsafe') return { status: 415, message: messages.svgUnsafe };
      return undefined;
    }
    case '.gltf':
      if (detected) return mismatch;
      return (await checkGltfJson(path)) ? undefined : { status: 415, message: messages.gltfInvalid };
    case '.bin':
      if (detected && (DANGEROUS_EXT.has(detected.ext) || DANGEROUS_MIME.test(detected.mime))) return mismatch;
      return looksLikeMarkup(head) ? mismatch : undefined;
    default:
      // An extension allowed for some kind but with no check here is refused rather than stored unchecked.
      return mismatch;
  }
}
