import type { Readable } from 'node:stream';

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
  /** The object's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Moves an object to another key (a delete to the trash, its undo back); atomic on a directory. */
  move(from: string, to: string): Promise<void>;
  /** Removes an object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  /** The whole object's size (a range's answer names it in Content-Range). */
  size: number;
}
