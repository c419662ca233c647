import { createHash } from 'node:crypto';
import { TUS_UPLOAD_PATH, UPLOAD_CHUNK_BYTES, type FileKind } from '@meble/domain/file';
import type { ApiApp } from '../../api/src/http/context.ts';

/** tus 1.0 over the API in-process, as the web client (Uppy's tus) speaks it; plus the spec's multipart upload. */

const ORIGIN = 'http://api.test';

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The Upload-Metadata header: each key with its base64 value. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export interface TusClient {
  /** POST: a new upload of `length` bytes; the answer (201 with a relative Location, or a refusal). */
  create(meta: { kind: FileKind | string; filename: string }, length: number | string, headers?: Record<string, string>): Promise<Response>;
  /** PATCH from `offset`; `body` as bytes or a stream (one cut midway, say). */
  patch(location: string, offset: number, body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, headers?: Record<string, string>): Promise<Response>;
  head(location: string): Promise<Response>;
  remove(location: string): Promise<Response>;
  /** Creates and sends the whole file in UPLOAD_CHUNK_BYTES chunks; the last PATCH's answer (or the refused creation). */
  upload(kind: FileKind | string, filename: string, bytes: Uint8Array<ArrayBuffer>): Promise<Response>;
}

export function tusClient(api: () => ApiApp, token: string): TusClient {
  const fetchApi = async (path: string, init: RequestInit): Promise<Response> =>
    await api().fetch(new Request(`${ORIGIN}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...(init.headers as Record<string, string>) } }));
  const client: TusClient = {
    create: (meta, length, headers = {}) =>
      fetchApi(TUS_UPLOAD_PATH, { method: 'POST', headers: { 'upload-length': String(length), 'upload-metadata': tusMetadata(meta), ...headers } }),
    patch: (location, offset, body, headers = {}) =>
      fetchApi(location, {
        method: 'PATCH',
        headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    head: (location) => fetchApi(location, { method: 'HEAD' }),
    remove: (location) => fetchApi(location, { method: 'DELETE' }),
    async upload(kind, filename, bytes) {
      const created = await client.create({ kind, filename }, bytes.length);
      if (created.status !== 201) return created;
      const location = created.headers.get('location') ?? '';
      let last: Response = created;
      for (let offset = 0; offset < bytes.length; offset += UPLOAD_CHUNK_BYTES) {
        last = await client.patch(location, offset, bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
        if (last.status >= 300) return last;
      }
      return last;
    },
  };
  return client;
}

/** The spec's multipart upload: field `file` (or `field`), named `filename`. */
export async function multipartUpload(api: ApiApp, token: string, path: string, filename: string, bytes: Uint8Array<ArrayBuffer>, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  return await api.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
}

/** A stream that sends `bytes` and then fails, as a connection cut midway does. */
export function cutStream(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      controller.error(new Error('connection cut'));
    },
  });
}

/** Bytes no sniffer recognises (a glTF buffer of floats), `length` long. */
export function bufferBytes(length: number): Uint8Array<ArrayBuffer> {
  const floats = new Float32Array(Math.ceil(length / 4));
  for (let i = 0; i < floats.length; i += 1) floats[i] = Math.sin(i) * 100;
  return new Uint8Array(floats.buffer, 0, length);
}
