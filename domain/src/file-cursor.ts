import { storable } from './text.ts';

/**
 * The keyset cursor of the file lists (newest first by upload time, then id): the position of one file. Opaque to
 * clients; `at` is the upload time to the microsecond as the database keeps it (an ISO text in UTC), so two files
 * uploaded in the same millisecond still page apart. base64url of the UTF-8 of `at|id`.
 */
export interface FileCursorPosition {
  at: string;
  id: string;
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function fileCursor(position: FileCursorPosition): string {
  const bytes = new TextEncoder().encode(`${position.at}|${position.id}`);
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The position a cursor names, or null for anything that is not one. */
export function parseFileCursor(cursor: string): FileCursorPosition | null {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const match = storable(text) ? POSITION.exec(text) : null;
    if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) return null;
    const position = { at: match[1], id: match[2] };
    return fileCursor(position) === cursor ? position : null;
  } catch {
    return null;
  }
}
