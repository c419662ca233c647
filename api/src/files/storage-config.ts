import { join } from 'node:path';
import { createDirectoryStorage } from './directory-storage.ts';
import { createS3Storage, type S3Buckets, type S3StorageOptions } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** Where the default storage keeps files, under DATA_DIR. */
export function storageDirOf(dataDir: string): string {
  return join(dataDir, 'files');
}

/** Where tus stages uploads until they are complete, under DATA_DIR (local disk even with S3). */
export function stagingDirOf(dataDir: string): string {
  return join(dataDir, 'uploads-staging');
}

/** The per-area bucket variables; each overrides S3_BUCKET for its area. */
const BUCKET_VARIABLES: Readonly<Record<keyof S3Buckets, string>> = {
  model: 'S3_BUCKET_MODELS',
  image: 'S3_BUCKET_IMAGES',
  icon: 'S3_BUCKET_ICONS',
  collection: 'S3_BUCKET_COLLECTIONS',
  texture: 'S3_BUCKET_TEXTURES',
  trash: 'S3_BUCKET_TRASH',
};

/** Lower-case letters, digits, dots and hyphens, 3 to 63 characters: S3's own rule for bucket names. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_BUCKET', ...Object.values(BUCKET_VARIABLES)];

const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * S3 settings from S3_*, or undefined when none is set (the directory then). Throws an operator's message for
 * anything incomplete or malformed, so a bad setting stops the start rather than the first upload.
 */
export function s3OptionsOf(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  if (!S3_VARIABLES.some((name) => setting(env, name) !== undefined)) return undefined;
  const problems: string[] = [];

  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// address, not "${endpoint}".`);

  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK\'s own credentials (AWS_* variables, instance role).');
  }

  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle !== undefined && !['true', 'false', '1', '0'].includes(pathStyle)) problems.push(`S3_FORCE_PATH_STYLE must be true or false, not "${env.S3_FORCE_PATH_STYLE}".`);

  const shared = setting(env, 'S3_BUCKET');
  const buckets: Partial<Record<keyof S3Buckets, string>> = {};
  const missing: string[] = [];
  for (const [area, variable] of Object.entries(BUCKET_VARIABLES) as [keyof S3Buckets, string][]) {
    const bucket = setting(env, variable) ?? shared;
    if (bucket === undefined) missing.push(variable);
    else if (!BUCKET_NAME.test(bucket)) problems.push(`${setting(env, variable) === undefined ? 'S3_BUCKET' : variable} is not a valid bucket name: "${bucket}".`);
    else buckets[area] = bucket;
  }
  if (missing.length > 0) problems.push(`S3 storage needs a bucket for every area: set S3_BUCKET (one bucket for all), or each of ${missing.join(', ')}.`);

  if (problems.length > 0) throw new Error(`File storage: ${problems.join(' ')}`);
  return {
    ...(endpoint ? { endpoint } : {}),
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    buckets: buckets as S3Buckets,
  };
}

/** The storage the environment names: S3 when any S3_* is set (checked whole), the DATA_DIR directory otherwise. */
export function storageFromEnv(env: NodeJS.ProcessEnv, opts: { dataDir: string }): FileStorage {
  const s3 = s3OptionsOf(env);
  return s3 ? createS3Storage(s3) : createDirectoryStorage(storageDirOf(opts.dataDir));
}
