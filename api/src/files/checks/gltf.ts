import { isStoredName, type FileValidation } from '@meble/domain/file';
import { validateBytes, type ValidationMessage } from 'gltf-validator';

/**
 * A model's check (glTF Validator): its errors, warnings and information, the first messages, and the sibling files
 * it names (.bin buffers, textures) that are not stored yet. Siblings are looked up among the stored models by name
 * only: a URI with a folder, a scheme or '..' can never be stored, so it is listed as missing and never read.
 */

/** The messages kept with the record. */
export const VALIDATION_MESSAGES_KEPT = 50;

/**
 * A model is checked with the siblings it names only up to this many bytes together: the validator takes each file
 * as one byte array, so a larger model would hold its whole size in memory. Above it the model is stored unchecked
 * (the list says 'Nie sprawdzono').
 */
export const MODEL_CHECK_MAX_BYTES = 64 * 1024 * 1024;

/** Answered by a SiblingLoader for a sibling larger than the bytes it may read. */
export const SIBLING_TOO_LARGE = Symbol('sibling too large');

/** Reads a stored model file by its stored name, if it is at most `maxBytes`; undefined when there is none. */
export type SiblingLoader = (name: string, maxBytes: number) => Promise<Uint8Array | undefined | typeof SIBLING_TOO_LARGE>;

const SEVERITIES = ['error', 'warning', 'info'] as const;

/** The stored name a model's relative URI names, if it could be one. */
export function siblingName(uri: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    return undefined;
  }
  return isStoredName(decoded) ? decoded : undefined;
}

function unreadable(reason: string, at: string): FileValidation {
  return {
    valid: false,
    errors: 1,
    warnings: 0,
    infos: 0,
    messages: [{ severity: 'error', code: 'UNREADABLE', message: reason.slice(0, 500), pointer: null }],
    missing: [],
    validatedAt: at,
  };
}

/** Whether a model file of this name is checked (the glTF itself; its .bin and textures are checked with it). */
export function isValidatedModel(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith('.gltf') || lower.endsWith('.glb');
}

/**
 * Validates a model's bytes, stored as `name`; `at` is the ISO time the check is dated. The validator takes the whole
 * asset in memory (it has no streaming input), as it does each sibling it reads: null (not checked) when the model
 * and its siblings come to more than MODEL_CHECK_MAX_BYTES.
 */
export async function validateModel(bytes: Uint8Array, name: string, loadSibling: SiblingLoader, at: string): Promise<FileValidation | null> {
  if (bytes.byteLength > MODEL_CHECK_MAX_BYTES) return null;
  const format = name.toLowerCase().endsWith('.glb') ? 'glb' : 'gltf';
  const missing = new Set<string>();
  const siblings = new Set<string>();
  let read = bytes.byteLength;
  let tooLarge = false;
  let report;
  try {
    report = await validateBytes(bytes, {
      uri: name,
      format,
      writeTimestamp: false,
      maxIssues: 0,
      externalResourceFunction: async (uri) => {
        const sibling = siblingName(uri);
        if (sibling !== undefined) siblings.add(sibling);
        const data = sibling === undefined || tooLarge ? undefined : await loadSibling(sibling, MODEL_CHECK_MAX_BYTES - read);
        if (data === SIBLING_TOO_LARGE) {
          tooLarge = true;
          throw new Error(`too large to check: ${uri}`);
        }
        if (data === undefined) {
          missing.add(sibling ?? uri);
          throw new Error(`missing: ${uri}`);
        }
        read += data.byteLength;
        return data;
      },
    });
  } catch (error) {
    if (tooLarge) return null;
    // The validator rejects (a string, not an Error) on bytes it cannot read as glTF at all.
    return unreadable(typeof error === 'string' ? error : error instanceof Error ? error.message : 'unreadable', at);
  }
  if (tooLarge) return null;
  // A missing sibling is listed under `missing`, not counted again as the validator's I/O error.
  const missingPointers = new Set(
    (report.info?.resources ?? [])
      .filter((resource) => resource.uri !== undefined && missing.has(siblingName(resource.uri) ?? resource.uri))
      .map((resource) => `${resource.pointer}/uri`),
  );
  const isMissingError = (message: ValidationMessage) => message.code === 'IO_ERROR' && missingPointers.has(message.pointer ?? '');
  const dropped = report.issues.messages.filter(isMissingError).length;
  const kept = report.issues.messages.filter((message) => !isMissingError(message) && message.severity >= 0 && message.severity <= 2);
  const errors = Math.max(0, report.issues.numErrors - dropped);
  return {
    valid: errors === 0 && missing.size === 0,
    errors,
    warnings: report.issues.numWarnings,
    infos: report.issues.numInfos,
    messages: kept.slice(0, VALIDATION_MESSAGES_KEPT).map((message) => ({
      severity: SEVERITIES[message.severity] ?? 'info',
      code: message.code,
      message: message.message,
      pointer: message.pointer ?? null,
    })),
    missing: [...missing].sort(),
    siblings: [...siblings].sort(),
    validatedAt: at,
  };
}
