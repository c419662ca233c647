import type { Readable } from 'node:stream';
import { FILE_KINDS, THUMBNAILS_SEGMENT, type FileKind } from '@meble/domain/file';

/**
 * Where uploaded bytes live (D19): a directory under DATA_DIR on the embedded default, an S3-compatible store in
 * production. Keys are `{area}/{name}`: an area is a file kind, 'thumbnails/{kind}', or 'trash' (deleted files kept
 * for the 30 days their delete can be undone). Callers pass only keys built from checked stored names; each
 * implementation still refuses a key that could leave its root.
 */
export interface FileStorage {
  /** 'directory' or 's3': what /healthz and the start banner name. */
  readonly kind: 'directory' | 's3';
  /** Stores `body` under `key`, replacing what is there only once every byte has arrived (never a half file). */
  put(key: string, body: Readable | ReadableStream<Uint8Array>, options: { contentType: string; size?: number }): Promise<void>;
  /**
   * Moves a finished local file (a tus upload's staging file) in: a rename on the same disk, a streamed upload
   * otherwise. The local file is gone afterwards.
   */
  putFile(key: string, path: string, options: { contentType: string; size: number }): Promise<void>;
  /** A stream of the object (or of `range`, both ends inclusive) and its whole size; undefined when there is none. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | undefined>;
  /** The object's size (and its version marks), or undefined when there is none. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  /** Moves an object to another key (a delete to the trash, its undo back); atomic on a directory. */
  move(from: string, to: string): Promise<void>;
  /** Removes an object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets); the directory has none. */
  close?(): Promise<void>;
}

export interface StoredObjectInfo {
  /** The whole object's size (a range's answer names it in Content-Range). */
  size: number;
  /** When it was last written, for Last-Modified; absent when the store does not say. */
  modifiedAt?: Date;
  /** A strong validator of this version of the bytes, quoted as HTTP wants it; absent when the store does not say. */
  etag?: string;
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>;
}

/** The key of a stored file. */
export function fileKey(kind: FileKind, name: string): string {
  return `${kind}/${name}`;
}

/** The key of a file's thumbnail: the stored name with '.png' after it (as thumbnailUrl serves it). */
export function thumbnailKey(kind: FileKind, name: string): string {
  return `${THUMBNAILS_SEGMENT}/${kind}/${name}.png`;
}

/** One key segment: the stored names' characters, never hidden, '.', '..' or anything encoded; longer than a name for thumbnails and trash. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

const isKind = (segment: string | undefined): boolean => (FILE_KINDS as readonly string[]).includes(segment ?? '');

function isAreaKey(segments: readonly string[]): boolean {
  if (segments.length === 2) return isKind(segments[0]);
  if (segments.length === 3) return segments[0] === THUMBNAILS_SEGMENT && isKind(segments[1]);
  return false;
}

/**
 * Whether `key` is one this storage holds: `{kind}/{name}`, `thumbnails/{kind}/{name}`, or under `trash/` either a
 * single name or one of those keys. Checked by every implementation, so no key can reach outside its root.
 */
export function isStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length > 600) return false;
  const segments = key.split('/');
  if (!segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'))) return false;
  if (segments[0] === 'trash') return segments.length === 2 || isAreaKey(segments.slice(1));
  return isAreaKey(segments);
}

/** Throws unless `key` is a storage key: a caller's bug, never a client's answer. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}: not {kind}/{name}, thumbnails/{kind}/{name} or trash/….`);
  return key;
}
