import { join } from 'node:path';
import { createDirectoryStorage } from './directory-storage.ts';
import type { FileStorage } from './storage.ts';

/** Where the default storage keeps files, and where tus stages uploads, under DATA_DIR. */
export function storageDirOf(dataDir: string): string {
  return join(dataDir, 'files');
}

export function stagingDirOf(dataDir: string): string {
  return join(dataDir, 'uploads-staging');
}

/** The storage the environment names: S3 when any S3_* is set (checked whole), the DATA_DIR directory otherwise. */
export function storageFromEnv(env: NodeJS.ProcessEnv, opts: { dataDir: string }): FileStorage {
  void env;
  return createDirectoryStorage(storageDirOf(opts.dataDir));
}
