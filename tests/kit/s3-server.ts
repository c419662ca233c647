import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageOptions } from '../../api/src/files/s3-storage.ts';

/** The part of s3rver 3.7 we use (it ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface TestS3Server {
  /** Options of a storage on this server: one bucket per area, as D19 has it in production. */
  options: S3StorageOptions;
  /** Where s3rver keeps the objects, to check nothing else was written. */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free local port, its objects in a fresh temporary directory. */
export async function startS3Server(): Promise<TestS3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const directory = await mkdtemp(join(tmpdir(), 'meble-s3rver-'));
  const buckets = { model: 'models', image: 'images', icon: 'icons', collection: 'collections', texture: 'textures', trash: 'trash' } as const;
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: Object.values(buckets).map((name) => ({ name })) });
  const address = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      buckets,
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
