import {
  FILE_CONTENT_TYPES,
  FILE_KINDS,
  KEEPS_ORIGINAL_NAME,
  THUMBNAILS_SEGMENT,
  UPLOADS_PATH,
  extensionOf,
  isAllowedExtension,
  isStoredName,
  type FileKind,
} from '@meble/domain/file';
import { messages } from '@meble/domain/messages';
import type { Context } from 'hono';
import { fileKey, thumbnailKey, type StoredObjectInfo } from '../files/storage.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody } from '../http/errors.ts';

/** Whatever is served runs nothing and loads nothing: an SVG's scripts, a PDF's forms, a page opened from it. */
export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Generated names never change their bytes; a model's kept name can be replaced by a new upload (D17). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Served {
  key: string;
  name: string;
  contentType: string;
  replaceable: boolean;
}

const isKind = (value: string | undefined): value is FileKind => (FILE_KINDS as readonly string[]).includes(value ?? '');

/**
 * What a path names, read from the path exactly as sent: a stored name needs no escaping, so any '%', backslash or
 * dot segment (encoded once or twice) matches nothing and no decoded text ever reaches a key.
 */
export function servedOf(pathname: string): Served | undefined {
  if (!pathname.startsWith(`${UPLOADS_PATH}/`)) return undefined;
  const segments = pathname.slice(UPLOADS_PATH.length + 1).split('/');
  if (segments.length === 2) {
    const [kind, name] = segments;
    if (!isKind(kind) || name === undefined || !isStoredName(name) || !isAllowedExtension(kind, extensionOf(name))) return undefined;
    const contentType = FILE_CONTENT_TYPES[extensionOf(name)];
    if (!contentType) return undefined;
    return { key: fileKey(kind, name), name, contentType, replaceable: KEEPS_ORIGINAL_NAME[kind] };
  }
  if (segments.length === 3 && segments[0] === THUMBNAILS_SEGMENT) {
    const [, kind, file] = segments;
    if (!isKind(kind) || file === undefined || !file.endsWith('.png')) return undefined;
    const name = file.slice(0, -'.png'.length);
    if (!isStoredName(name) || !isAllowedExtension(kind, extensionOf(name))) return undefined;
    return { key: thumbnailKey(kind, name), name: file, contentType: 'image/png', replaceable: KEEPS_ORIGINAL_NAME[kind] };
  }
  return undefined;
}

type ByteRange = { start: number; end: number };

/**
 * A single `bytes=` range against `size`: the range, 'unsatisfiable', or undefined to send everything (no header,
 * several ranges, or a header we do not read: RFC 9110 lets a server ignore it).
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Whether the client's copy is this version (If-None-Match first, else If-Modified-Since, as RFC 9110 orders them). */
function isFresh(c: Context<ApiEnv>, info: StoredObjectInfo): boolean {
  const noneMatch = c.req.header('if-none-match');
  if (noneMatch !== undefined) {
    if (!info.etag) return false;
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === info.etag);
  }
  const since = c.req.header('if-modified-since');
  if (since === undefined || !info.modifiedAt) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= sinceMs;
}

/** If-Range: the range only while the client's version is still this one. */
function rangeStillApplies(c: Context<ApiEnv>, info: StoredObjectInfo): boolean {
  const ifRange = c.req.header('if-range')?.trim();
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return info.etag === ifRange;
  return info.modifiedAt !== undefined && Date.parse(ifRange) === Math.floor(info.modifiedAt.getTime() / 1000) * 1000;
}

function headersOf(served: Served, info: StoredObjectInfo): Headers {
  const headers = new Headers({
    'Content-Type': served.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOADS_CSP,
    'Content-Disposition': `inline; filename="${served.name}"`,
    'Cache-Control': served.replaceable ? REVALIDATE : IMMUTABLE,
    'Accept-Ranges': 'bytes',
  });
  if (info.etag) headers.set('ETag', info.etag);
  if (info.modifiedAt) headers.set('Last-Modified', info.modifiedAt.toUTCString());
  return headers;
}

/** Registers the stored files served at /uploads/{kind}/{name}, streamed, public. */
export function registerUploadServing(app: ApiApp, deps: ApiDeps): void {
  const notFound = (c: Context<ApiEnv>) => c.json(errorBody(messages.notFound), 404);

  /** The whole object, from one read: its size and validators are those of the bytes sent, even mid-replacement. */
  const whole = async (c: Context<ApiEnv>, served: Served): Promise<Response> => {
    const object = await deps.storage.get(served.key);
    if (!object) return notFound(c);
    const headers = headersOf(served, object);
    if (isFresh(c, object)) {
      await object.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { status: 200, headers });
  };

  app.on(['GET', 'HEAD'], `${UPLOADS_PATH}/*`, async (c) => {
    const served = servedOf(new URL(c.req.url).pathname);
    if (!served) return notFound(c);
    const rangeHeader = c.req.header('range');
    if (c.req.method === 'GET' && rangeHeader === undefined) return whole(c, served);

    const info = await deps.storage.stat(served.key);
    if (!info) return notFound(c);
    const headers = headersOf(served, info);
    if (isFresh(c, info)) return new Response(null, { status: 304, headers });

    const range = rangeStillApplies(c, info) ? rangeOf(rangeHeader, info.size) : undefined;
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${info.size}`);
      headers.delete('Content-Type');
      return new Response(null, { status: 416, headers });
    }
    if (c.req.method === 'HEAD') {
      if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      headers.set('Content-Length', String(range ? range.end - range.start + 1 : info.size));
      return new Response(null, { status: range ? 206 : 200, headers });
    }
    if (!range) return whole(c, served);

    const part = await deps.storage.get(served.key, range).catch((error: unknown) => {
      if (error instanceof RangeError) return undefined;
      throw error;
    });
    // Replaced (a model) or gone since the stat: the range was of bytes no longer there, so the whole current object.
    if (!part || part.etag !== info.etag || part.size !== info.size) {
      await part?.body.cancel();
      return whole(c, served);
    }
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(part.body, { status: 206, headers });
  });
}
