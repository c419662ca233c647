import { z } from '@hono/zod-openapi';
import { csvEndpoints } from '@meble/domain/csv-endpoints';
import { pathPattern } from '@meble/domain/endpoint';
import { errorBodySchema } from '@meble/domain/errors';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import { formatFileSize, TUS_UPLOAD_PATH, UPLOAD_MAX_BYTES } from '@meble/domain/file';
import { REQUEST_BODY_MAX_BYTES } from '@meble/domain/limits';
import { messages } from '@meble/domain/messages';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiApp, ApiEnv } from './context.ts';
import { errorBody } from './errors.ts';

/** Administrators' routes whose bodies have larger limits of their own: the CSV import (its route's bodyLimit). */
const ADMIN_LARGE_BODY_PATHS: readonly RegExp[] = [pathPattern(csvEndpoints.import)];

const REQUEST_BODY_MAX_KILOBYTES = REQUEST_BODY_MAX_BYTES / 1024;

/** The spec's multipart uploads (field `file`). */
const MULTIPART_UPLOAD_PATHS: ReadonlySet<string> = new Set(
  [fileEndpoints.uploadImage, fileEndpoints.uploadModel, fileEndpoints.uploadCollection, fileEndpoints.uploadIcon, fileEndpoints.uploadTexture].map((e) => e.path),
);

/** A multipart body's room beyond its file: boundaries, part headers and a few small fields. */
export const UPLOAD_FRAMING_BYTES = 64 * 1024;

/** Upload paths: tus (its creation and each chunk) and multipart, whose routes count the bytes as they stream them. */
export function isUploadPath(path: string): boolean {
  return path === TUS_UPLOAD_PATH || path.startsWith(`${TUS_UPLOAD_PATH}/`) || MULTIPART_UPLOAD_PATHS.has(path);
}

/** The declared length of a body, when the request states one. */
function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

/** A 413 in the API's error shape; the connection is closed, since the rest of the body was never read. */
export function refuseTooLarge(c: Context, message: string): Response {
  c.header('Connection', 'close');
  return c.json(errorBody(message), 413);
}

/**
 * Every /api body at most REQUEST_BODY_MAX_BYTES, checked before anything reads it (by Content-Length when sent),
 * except an administrator's CSV import; `ownLimits`: the public paths, whose routes hold smaller limits of their own
 * (the intake's checked after its throttle); uploads, up to UPLOAD_MAX_BYTES and their framing, counted by their routes.
 * Runs after authentication, which reads no body, to know the role.
 */
export function limitRequestBodies(ownLimits: ReadonlySet<string>): MiddlewareHandler<ApiEnv> {
  const limited = bodyLimit({ maxSize: REQUEST_BODY_MAX_BYTES, onError: (c) => refuseTooLarge(c, messages.requestTooLarge(REQUEST_BODY_MAX_KILOBYTES)) });
  return async (c, next) => {
    if (ownLimits.has(c.req.path)) return next();
    // Uploads stream up to 256 MB: refused here only when declared larger, else counted by their routes as they arrive.
    if (isUploadPath(c.req.path)) {
      const length = declaredLength(c);
      if (length !== undefined && length > UPLOAD_MAX_BYTES + UPLOAD_FRAMING_BYTES) {
        return refuseTooLarge(c, messages.fileTooBig(formatFileSize(length), formatFileSize(UPLOAD_MAX_BYTES)));
      }
      return next();
    }
    if (c.get('user')?.is_admin && ADMIN_LARGE_BODY_PATHS.some((path) => path.test(c.req.path))) return next();
    return limited(c, next);
  };
}

type OpenApiDocument = ReturnType<ApiApp['getOpenAPI31Document']>;

const tooLargeAnswer = {
  description: `The request body is over ${REQUEST_BODY_MAX_KILOBYTES} KB (or the route's own smaller limit); nothing was read or changed`,
  content: { 'application/json': { schema: (({ $schema: _dialect, ...schema }) => schema)(z.toJSONSchema(errorBodySchema, { io: 'input' })) } },
};

/** The document with a 413 on every operation that takes a body and does not declare its own. */
export function withBodyLimitAnswers(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation?.requestBody || !operation.responses || operation.responses['413']) continue;
      operation.responses['413'] = tooLargeAnswer;
    }
  }
  return document;
}
