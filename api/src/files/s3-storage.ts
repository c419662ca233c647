import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FILE_KINDS, THUMBNAILS_SEGMENT, type FileKind } from '@meble/domain/file';
import { checkedKey, type FileStorage, type StoredObjectInfo } from './storage.ts';

/** Where each area's objects go (D19: a bucket per kind, which may all be one bucket); the trash has its own. */
export type S3Buckets = Readonly<Record<FileKind | 'trash', string>>;

export interface S3StorageOptions {
  /** S3_ENDPOINT: an S3-compatible server's address; AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance roles) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
  buckets: S3Buckets;
}

/**
 * Any S3-compatible store. Objects keep their whole storage key inside their bucket (`image/…`, `thumbnails/image/…`,
 * `trash/…`), so one bucket for every kind and a bucket per kind hold the same layout.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 demands them: several compatible stores (s3rver among them) would store the framing.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** The bucket and object key of a checked storage key. */
  const locate = (key: string): { Bucket: string; Key: string } => {
    const segments = checkedKey(key).split('/');
    const area = segments[0] === THUMBNAILS_SEGMENT ? segments[1] : segments[0];
    const bucket = area === 'trash' || (FILE_KINDS as readonly string[]).includes(area ?? '') ? options.buckets[area as FileKind | 'trash'] : undefined;
    if (!bucket) throw new Error(`No bucket for storage key ${JSON.stringify(key)}.`);
    return { Bucket: bucket, Key: key };
  };

  const upload = async (key: string, body: Readable, contentType: string, size: number | undefined): Promise<void> => {
    let written = 0;
    // A short or long body fails the stream before the last part, so no partial object is ever completed.
    const counted = pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          if (size !== undefined && written > size) done(new Error(`More than the announced ${size} bytes for ${key}.`));
          else done(null, chunk);
        },
        flush(done) {
          done(size !== undefined && written !== size ? new Error(`Got ${written} bytes for ${key}, ${size} were announced.`) : null);
        },
      }),
      // A failure of either side reaches the upload through the transform, which the pipeline destroys with it.
      () => undefined,
    );
    await new Upload({ client, params: { ...locate(key), Body: counted, ContentType: contentType } }).done();
  };

  const infoOf = (size: number, modifiedAt: Date | undefined, etag: string | undefined): StoredObjectInfo => ({
    size,
    ...(modifiedAt ? { modifiedAt } : {}),
    ...(etag ? { etag: etag.startsWith('"') ? etag : `"${etag}"` } : {}),
  });

  return {
    kind: 's3',

    async put(key, body, options) {
      const source = body instanceof Readable ? body : Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
      await upload(key, source, options.contentType, options.size);
    },

    async putFile(key, path, options) {
      await upload(key, createReadStream(path), options.contentType, options.size);
      await unlink(path);
    },

    async get(key, range) {
      const location = locate(key);
      try {
        const answer = await client.send(new GetObjectCommand({ ...location, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!answer.Body) return undefined;
        const whole = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]) : answer.ContentLength;
        if (whole === undefined || !Number.isFinite(whole)) throw new Error(`The store did not say the size of ${key}.`);
        return { ...infoOf(whole, answer.LastModified, answer.ETag), body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand(locate(key)));
        return infoOf(answer.ContentLength ?? 0, answer.LastModified, answer.ETag);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async move(from, to) {
      const source = locate(from);
      const target = locate(to);
      // S3 has no rename: a server-side copy (every file is far below its 5 GB limit), then the original goes.
      await client.send(
        new CopyObjectCommand({ ...target, CopySource: `${source.Bucket}/${source.Key.split('/').map(encodeURIComponent).join('/')}` }),
      );
      await client.send(new DeleteObjectCommand(source));
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand(locate(key)));
    },

    async close() {
      client.destroy();
    },
  };
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
