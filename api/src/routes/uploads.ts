import { createHash, randomBytes, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { z } from '@hono/zod-openapi';
import { errorBodySchema } from '@meble/domain/errors';
import {
  FILE_KIND_EXTENSIONS,
  fileUploadAnswerSchema,
  formatFileSize,
  KEEPS_ORIGINAL_NAME,
  TUS_UPLOAD_PATH,
  tusMetadataSchema,
  UPLOAD_MAX_BYTES,
  type FileKind,
} from '@meble/domain/file';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import { messages } from '@meble/domain/messages';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import busboy from 'busboy';
import type { Context } from 'hono';
import { UploadRefusedError, isRefusal, type Refusal } from '../files/checks/refusal.ts';
import { checkExtension } from '../files/checks/sniff.ts';
import { ingestLocalFile, isUsableModelName, replacementClash } from '../files/ingest.ts';
import { actorOf } from '../history/http.ts';
import type { Actor } from '../history/log.ts';
import { refuseTooLarge } from '../http/body-limits.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody } from '../http/errors.ts';
import { denied, json, security } from '../http/openapi.ts';

/**
 * Uploads (D18): the tus resumable protocol at TUS_UPLOAD_PATH for the web client (chunks staged on local disk by
 * @tus/file-store, resumable after a restart of the API), and the spec's multipart endpoints for integrations,
 * streamed to a staging file with busboy. Both hand the finished file to the ingest, which checks, stores and
 * records it; a refusal is a 4xx with the Polish `{ message }` and leaves nothing staged or stored.
 */

/** A staged tus upload nobody finished is removed this long after it was created. */
const TUS_STAGING_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Expired staged uploads are swept at most this often, on a creation. */
const TUS_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** What a staged upload may queue for the disk while the network goes on (memory per upload under way). */
const STAGING_WRITE_BUFFER_BYTES = 4 * 1024 * 1024;
/** Running checksums kept at most for this many uploads under way (an abandoned one's is dropped first). */
const RUNNING_HASHES_MAX = 256;

/** An upload's SHA-256 so far, and how many bytes it has taken in (its offset, when every PATCH went through whole). */
interface RunningHash {
  hash: Hash;
  bytes: number;
}

const MULTIPART_UPLOADS: readonly { path: `/api/${string}`; kind: FileKind }[] = [
  { path: fileEndpoints.uploadImage.path, kind: 'image' },
  { path: fileEndpoints.uploadModel.path, kind: 'model' },
  { path: fileEndpoints.uploadCollection.path, kind: 'collection' },
  { path: fileEndpoints.uploadIcon.path, kind: 'icon' },
  { path: fileEndpoints.uploadTexture.path, kind: 'texture' },
];

/** An error tus turns into its answer: a status and a body (here always the Polish `{ message }` JSON). */
interface TusError {
  status_code: number;
  body: string;
}

const tusError = (status: number, message: string): TusError => ({ status_code: status, body: JSON.stringify(errorBody(message)) });
const refusalError = (refusal: Refusal): TusError => tusError(refusal.status, refusal.message);

function isTusError(value: unknown): value is TusError {
  return typeof value === 'object' && value !== null && typeof (value as TusError).status_code === 'number' && typeof (value as TusError).body === 'string';
}

function isPolishBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

/** The Polish message of each tus error it answers in English, by its body (each is one constant of @tus/utils). */
function tusMessage(error: TusError, request: Request): string {
  switch (error.body) {
    case ERRORS.ERR_MAX_SIZE_EXCEEDED.body: {
      // At creation: the declared length is over the limit; while sending: more bytes than were declared.
      const declared = Number(request.headers.get('upload-length'));
      return request.method === 'POST' && Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES
        ? messages.fileTooBig(formatFileSize(declared), formatFileSize(UPLOAD_MAX_BYTES))
        : messages.uploadLengthMismatch;
    }
    case ERRORS.ERR_SIZE_EXCEEDED.body:
      return messages.uploadLengthMismatch;
    case ERRORS.FILE_NOT_FOUND.body:
    case ERRORS.FILE_NO_LONGER_EXISTS.body:
      return messages.uploadNotFound;
    case ERRORS.INVALID_OFFSET.body:
      return messages.uploadOffsetConflict;
    case ERRORS.ABORTED.body:
      return messages.uploadIncomplete;
    case ERRORS.ERR_LOCK_TIMEOUT.body:
      return messages.uploadBusy;
    case ERRORS.INVALID_TERMINATION.body:
    case ERRORS.MISSING_OFFSET.body:
    case ERRORS.INVALID_CONTENT_TYPE.body:
    case ERRORS.INVALID_LENGTH.body:
    case ERRORS.INVALID_METADATA.body:
      return messages.uploadHeadersInvalid;
    default:
      if (error.status_code === 501) return messages.uploadUnsupported;
      return error.status_code >= 500 ? messages.unexpected : messages.uploadHeadersInvalid;
  }
}

/** The upload id of a tus address (`…/upload/{id}`). */
function uploadIdOf(request: Request): string | undefined {
  const last = new URL(request.url).pathname.split('/').pop() ?? '';
  return /^[0-9a-f]{32}$/.test(last) ? last : undefined;
}

/** tus's own metadata (nulls for keys without a value) as the domain's schema reads it. */
function parsedMetadata(upload: Upload): z.infer<typeof tusMetadataSchema> | Refusal {
  // A key sent without a value (tus's null) or not at all reads as empty, so the domain's own message names it.
  const { kind, filename, filetype } = upload.metadata ?? {};
  const parsed = tusMetadataSchema.safeParse({ kind: kind ?? '', filename: filename ?? '', filetype: filetype ?? undefined });
  if (!parsed.success) return { status: 400, message: parsed.error.issues[0]?.message ?? messages.invalidRequest };
  return parsed.data;
}

/** What the upload's name and kind allow, checked before its bytes are sent. */
function checkAnnounced(kind: FileKind, filename: string): Refusal | undefined {
  const checked = checkExtension(kind, filename);
  if (isRefusal(checked)) return checked;
  if (KEEPS_ORIGINAL_NAME[kind] && !isUsableModelName(filename, checked.extension)) return { status: 400, message: messages.fileNameUnusable };
  return undefined;
}

/** A tus answer as every /api answer is: a refusal as `{ message }` JSON in Polish, whatever tus wrote. */
async function polished(response: Response, request: Request): Promise<Response> {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  const text = await response.text();
  const body = isPolishBody(text) ? text : JSON.stringify(errorBody(tusMessage({ status_code: response.status, body: text }, request)));
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(request.method === 'HEAD' ? null : body, { status: response.status, headers });
}

/**
 * tus with its uploads hashed as their PATCHes arrive, so a finished upload is not read again for its SHA-256. The
 * running hash is used only when the bytes it took in are exactly the upload's size; a PATCH cut off mid-way (its
 * bytes hashed but not all written), a restart, or a PATCH from an offset it did not reach leave the upload to be
 * hashed from its file at the end, as before.
 */
function createTus(deps: ApiDeps, actors: WeakMap<Request, Actor>, failures: WeakMap<Request, unknown>): { server: Server; hashing(request: Request): Request } {
  const directory = join(deps.stagingDir, 'tus');
  const running = new Map<string, RunningHash>();
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_STAGING_EXPIRY_MS });
  /** Uploads being ingested here: a second final PATCH of the same upload must not ingest it again. */
  const finishing = new Set<string>();
  /** The upload each creation made, for a creation whose own bytes are refused (its address was never answered). */
  const createdBy = new WeakMap<Request, string>();
  let sweptAt = 0;

  const hashing = (request: Request): Request => {
    const id = uploadIdOf(request);
    const offset = Number(request.headers.get('upload-offset'));
    if (request.method !== 'PATCH' || !request.body || !id || !Number.isSafeInteger(offset)) return request;
    let state = running.get(id);
    if (offset === 0) {
      state = { hash: createHash('sha256'), bytes: 0 };
      running.delete(id);
      running.set(id, state);
      if (running.size > RUNNING_HASHES_MAX) running.delete(running.keys().next().value ?? id);
    } else if (!state || state.bytes !== offset) {
      running.delete(id);
      return request;
    }
    const tracked = state;
    const body = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          tracked.hash.update(chunk);
          tracked.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    return new Request(request, { body, duplex: 'half' } as RequestInit);
  };

  const forget = async (id: string) => {
    running.delete(id);
    await datastore.remove(id).catch(() => datastore.configstore.delete(id).catch(() => undefined));
  };

  const server: Server = new Server({
    path: TUS_UPLOAD_PATH,
    datastore,
    // The gateway forwards these paths as they are: a relative Location holds on any host.
    relativeLocation: true,
    // Same origin only (the panel's web app): tus would otherwise allow any origin to read its answers.
    allowedOrigins: [],
    maxSize: UPLOAD_MAX_BYTES,
    namingFunction: () => randomBytes(16).toString('hex'),
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(request, upload) {
      const metadata = parsedMetadata(upload);
      if (isRefusal(metadata)) throw refusalError(metadata);
      // The length must be known at creation, so the 256 MB limit and the bytes' count are checked against it.
      if (upload.size === undefined) throw tusError(400, messages.uploadHeadersInvalid);
      if (upload.size === 0) throw tusError(400, messages.fileEmpty);
      // A name another file has is refused before the bytes are sent; the ingest checks again once they are.
      const refusal = checkAnnounced(metadata.kind, metadata.filename) ?? (await replacementClash(deps.db, metadata.kind, metadata.filename));
      if (refusal) throw refusalError(refusal);
      createdBy.set(request, upload.id);
      if (deps.now() - sweptAt > TUS_SWEEP_EVERY_MS) {
        sweptAt = deps.now();
        void server.cleanUpExpiredUploads().catch(() => undefined);
      }
      return {};
    },
    async onUploadFinish(request, upload) {
      if (finishing.has(upload.id)) throw tusError(409, messages.uploadBusy);
      finishing.add(upload.id);
      try {
        const metadata = parsedMetadata(upload);
        if (isRefusal(metadata)) throw new UploadRefusedError(metadata);
        const hashed = running.get(upload.id);
        running.delete(upload.id);
        const saved = await ingestLocalFile(deps, actors.get(request) ?? null, {
          kind: metadata.kind,
          path: upload.storage?.path ?? join(directory, upload.id),
          originalName: metadata.filename,
          ...(hashed && hashed.bytes === upload.size ? { sha256: hashed.hash.digest('hex') } : {}),
        });
        await forget(upload.id);
        // Finished and removed: tus must not look it up again to announce an expiry (a creation's answer would 404).
        upload.creation_date = undefined;
        return {
          // A creation answers 201 with its Location; a PATCH's 204 cannot carry the record, so it answers 200.
          ...(request.method === 'PATCH' ? { status_code: 200 } : {}),
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(fileUploadAnswerSchema.parse({ data: saved.file })),
        };
      } catch (error) {
        await forget(upload.id);
        if (error instanceof UploadRefusedError) throw refusalError(error.refusal);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw tusError(404, messages.uploadNotFound);
        // Logged by the API's error handler once tus has answered (see handle below).
        failures.set(request, error);
        throw tusError(500, messages.unexpected);
      } finally {
        finishing.delete(upload.id);
      }
    },
    async onResponseError(request, error) {
      const mapped = isTusError(error) ? error : { status_code: 500, body: '' };
      // More bytes than the upload declared: the client is not trusted with this upload any longer.
      if (mapped.body === ERRORS.ERR_SIZE_EXCEEDED.body || mapped.body === ERRORS.ERR_MAX_SIZE_EXCEEDED.body) {
        const id = request.method === 'POST' ? createdBy.get(request) : uploadIdOf(request);
        if (id) await forget(id);
      }
      if (!isTusError(error)) failures.set(request, error);
      return isPolishBody(mapped.body) ? mapped : tusError(mapped.status_code, tusMessage(mapped, request));
    },
  });
  return { server, hashing };
}

type UploadContext = Context<ApiEnv>;

class MultipartRefusal extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** Streams the request's one `file` part to `path`, hashing it on the way; its client-side name and SHA-256, or a refusal. */
async function receiveMultipart(c: UploadContext, path: string): Promise<{ originalName: string; sha256: string }> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) throw new MultipartRefusal({ status: 400, message: messages.uploadFormInvalid });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy signals its limit on reaching it: one byte over, so a file of exactly 256 MB is taken.
      limits: { files: 1, fileSize: UPLOAD_MAX_BYTES + 1, fields: 20, fieldSize: 1024, parts: 30 },
    });
  } catch {
    throw new MultipartRefusal({ status: 400, message: messages.uploadFormInvalid });
  }
  let filename: string | undefined;
  let writing: Promise<void> | undefined;
  const hash = createHash('sha256');
  // Hashed as the bytes pass: reading 256 MB again after they are written would take as long as writing them.
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let refusal: Refusal | undefined;
  const source = Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
  const stop = (why: Refusal) => {
    refusal ??= why;
    source.destroy(new MultipartRefusal(why));
  };
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || filename !== undefined) {
      stream.resume();
      return;
    }
    filename = info.filename;
    stream.on('limit', () => stop({ status: 413, message: messages.fileTooBig(`> ${formatFileSize(UPLOAD_MAX_BYTES)}`, formatFileSize(UPLOAD_MAX_BYTES)) }));
    // A few MiB queued for the disk, so the socket is read on while a write is under way (at 16 KB they took turns).
    const target: Writable = createWriteStream(path, { flags: 'wx', highWaterMark: STAGING_WRITE_BUFFER_BYTES });
    writing = pipeline(stream, hashing, target);
    // Observed here, awaited below: a failure is not left unhandled while the rest of the form is read.
    writing.catch(() => undefined);
  });
  parser.on('filesLimit', () => stop({ status: 400, message: messages.uploadOneFile }));
  try {
    await pipeline(source, parser);
    await writing;
  } catch (error) {
    if (refusal) throw new MultipartRefusal(refusal);
    if (error instanceof MultipartRefusal) throw error;
    // A malformed form (busboy's own errors) or a client that went away mid-body.
    throw new MultipartRefusal({ status: 400, message: messages.uploadFormInvalid });
  }
  if (refusal) throw new MultipartRefusal(refusal);
  if (filename === undefined || writing === undefined) throw new MultipartRefusal({ status: 400, message: messages.uploadFieldMissing });
  return { originalName: filename, sha256: hash.digest('hex') };
}

function refusalAnswer(c: UploadContext, refusal: Refusal): Response {
  if (refusal.status === 413) return refuseTooLarge(c, refusal.message);
  return c.json(errorBody(refusal.message), refusal.status);
}

const multipartBody = z.object({
  file: z.string().openapi({ type: 'string', format: 'binary', description: 'The file; its name (the part\'s filename) decides its extension' }),
});

/** The OpenAPI description of a multipart upload (its body is streamed by the handler, so it is documented only). */
function documentMultipart(app: ApiApp, path: `/api/${string}`, kind: FileKind): void {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path,
    tags: ['files'],
    summary:
      `Upload a ${kind} file (spec part 1 §7: multipart/form-data, field \`file\`), streamed to storage; allowed: ${FILE_KIND_EXTENSIONS[kind].join(', ')}, ` +
      `at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. ${KEEPS_ORIGINAL_NAME[kind] ? 'A model keeps its sanitised name and replaces a stored one of that name (D17)' : 'Stored under a generated name, its original name kept (D17)'}. ` +
      `The web client uses tus at ${TUS_UPLOAD_PATH} instead (resumable, 2 MiB chunks).`,
    security,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: multipartBody } } } },
    responses: {
      201: json('The stored file record (a model: with its validation)', fileUploadAnswerSchema),
      400: json('Not a multipart form with one file in `file`, an empty file, or a model name with no letters or digits', errorBodySchema),
      ...denied,
      413: json(`The file is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; nothing stored`, errorBodySchema),
      415: json('The extension is not allowed for this kind, or the content is not what the extension says (an unsafe SVG, a .gltf that is not glTF)', errorBodySchema),
    },
  });
}

/** Registers the tus resumable uploads and the spec's multipart uploads (D18). */
export function registerUploadRoutes(app: ApiApp, deps: ApiDeps): void {
  const actors = new WeakMap<Request, Actor>();
  const failures = new WeakMap<Request, unknown>();
  // Made on the first upload: an API that never receives one touches no staging directory.
  let tus: ReturnType<typeof createTus> | undefined;

  const handleTus = async (c: UploadContext) => {
    tus ??= createTus(deps, actors, failures);
    const request = tus.hashing(c.req.raw);
    actors.set(request, actorOf(c));
    const response = await polished(await tus.server.handleWeb(request), request);
    const failure = failures.get(request);
    if (failure !== undefined) throw failure;
    return response;
  };
  // HEAD reaches Hono's GET routes (it answers them without a body); tus tells HEAD and GET apart itself.
  app.on(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'], [TUS_UPLOAD_PATH, `${TUS_UPLOAD_PATH}/*`], handleTus);

  const multipartDir = join(deps.stagingDir, 'multipart');
  for (const { path, kind } of MULTIPART_UPLOADS) {
    documentMultipart(app, path, kind);
    app.post(path, async (c) => {
      await mkdir(multipartDir, { recursive: true });
      const staged = join(multipartDir, randomBytes(16).toString('hex'));
      try {
        const received = await receiveMultipart(c, staged);
        const saved = await ingestLocalFile(deps, actorOf(c), { kind, path: staged, ...received });
        return c.json(fileUploadAnswerSchema.parse({ data: saved.file }), 201);
      } catch (error) {
        if (error instanceof MultipartRefusal) return refusalAnswer(c, error.refusal);
        if (error instanceof UploadRefusedError) return refusalAnswer(c, error.refusal);
        throw error;
      } finally {
        await rm(staged, { force: true });
      }
    });
  }
}
