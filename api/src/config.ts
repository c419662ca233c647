import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { trustProxyHopsOf } from '@meble/domain/client-address';
import { configuratorUrlSetting } from '@meble/domain/client-configuration';

export interface ApiConfig {
  /** HS256 key for session tokens; at least 32 characters. */
  jwtSecret: string;
  /**
   * TRUST_PROXY: how many reverse proxies stand in front of this API when it listens itself (0 when absent); the
   * client address of public calls is then read from X-Forwarded-For (see clientAddressOf in the domain).
   */
  trustProxyHops?: number;
  /** CONFIGURATOR_URL: the public configurator, whose origin may call the intake from a browser (CORS). */
  configuratorUrl?: string;
  /** SIGN_IN_MAX_FAILURES_PER_ADDRESS: failed sign-ins per client address per window (the domain's default when absent). */
  signInMaxFailuresPerAddress?: number;
  /** HISTORY_RETENTION_DAYS: how long history entries are kept (absent: forever); delete snapshots go after 30 days regardless. */
  historyRetentionDays?: number;
}

/** HISTORY_RETENTION_DAYS: a whole number of days from 1 (empty or absent: entries are kept forever). */
export function historyRetentionDaysOf(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    throw new Error(`HISTORY_RETENTION_DAYS must be a whole number of days from 1 (or empty: keep the history forever), not "${value}".`);
  }
  return Number(text);
}

/** SIGN_IN_MAX_FAILURES_PER_ADDRESS: a whole number from 1 (empty or absent: the default). */
export function signInFailuresPerAddressOf(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
    throw new Error(`SIGN_IN_MAX_FAILURES_PER_ADDRESS must be a whole number of failed sign-ins from 1, not "${value}".`);
  }
  return Number(text);
}

const JWT_SECRET_MIN_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET wins. On the embedded default (no DATABASE_URL) a secret is generated once into
 * DATA_DIR/jwt-secret and reused, so sessions survive restarts; with a database server the
 * replicas must share one secret, so it has to be given.
 */
export async function loadApiConfig(env: NodeJS.ProcessEnv, opts: { dataDir: string }): Promise<ApiConfig> {
  const trustProxyHops = trustProxyHopsOf(env.TRUST_PROXY);
  const configuratorUrl = configuratorUrlSetting(env.CONFIGURATOR_URL);
  const signInMaxFailuresPerAddress = signInFailuresPerAddressOf(env.SIGN_IN_MAX_FAILURES_PER_ADDRESS);
  const historyRetentionDays = historyRetentionDaysOf(env.HISTORY_RETENTION_DAYS);
  return {
    jwtSecret: await jwtSecretOf(env, opts),
    ...(trustProxyHops > 0 ? { trustProxyHops } : {}),
    ...(configuratorUrl ? { configuratorUrl } : {}),
    ...(signInMaxFailuresPerAddress !== undefined ? { signInMaxFailuresPerAddress } : {}),
    ...(historyRetentionDays !== undefined ? { historyRetentionDays } : {}),
  };
}

async function jwtSecretOf(env: NodeJS.ProcessEnv, opts: { dataDir: string }): Promise<string> {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < JWT_SECRET_MIN_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long.`);
    }
    return given;
  }
  if (env.DATABASE_URL) {
    throw new Error(
      'JWT_SECRET is not set. With DATABASE_URL every API replica must sign sessions with the same secret: ' +
        `set JWT_SECRET to a random string of at least ${JWT_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 48).`,
    );
  }
  return generatedSecret(opts.dataDir);
}

async function generatedSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, JWT_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // link() publishes a complete file or fails with EEXIST: two processes starting at once agree on one secret.
    await link(draft, path);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(path, 'utf8')).trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`${path} holds a secret shorter than ${JWT_SECRET_MIN_LENGTH} characters; delete it to generate a new one.`);
  }
  return secret;
}
