import { messages } from '@meble/domain/messages';
import { describeError, type Logger } from '@meble/domain/logger';
import { Redis } from 'ioredis';
import type { HealthCheck } from './http/health.ts';

/** A connection attempt gives up after this; reconnection goes on in the background. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** A command that got no answer within this fails, so no caller waits on a stalled server. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** The longest pause between reconnection attempts (they start at 100 ms and double). */
export const REDIS_RECONNECT_MAX_DELAY_MS = 2_000;

export interface RedisConnection {
  client: Redis;
  /** Settles once the first connection attempt has ended, either way (bounded by the connect timeout). */
  firstAttempt: Promise<void>;
  /** /healthz: fails at once while disconnected, else a PING within the command timeout. */
  health: HealthCheck;
  close(): Promise<void>;
}

/** Where the client connects, without the password a URL may carry. */
function endpointOf(client: Redis): string {
  return `${client.options.host ?? '?'}:${client.options.port ?? '?'}`;
}

/**
 * A client that fails fast while Redis is away (a command fails at once instead of waiting in a queue, and one in
 * flight when the connection drops is not retried), reconnects for ever in the background, and logs one line when
 * the connection is lost and one when it is back, never one per attempt.
 */
export function connectRedis(url: string, log: Logger): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * 2 ** (attempt - 1), REDIS_RECONNECT_MAX_DELAY_MS),
  });
  let down = false;
  let closing = false;
  const lost = (details: Record<string, unknown>) => {
    if (down || closing) return;
    down = true;
    log.error('redis unavailable', { endpoint: endpointOf(client), ...details });
  };
  // Also keeps ioredis from printing "Unhandled error event" on every reconnection attempt.
  client.on('error', (error: unknown) => lost(describeError(error)));
  client.on('close', () => lost({ error: 'connection closed' }));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis available again', { endpoint: endpointOf(client) });
  });

  const firstAttempt = new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle).off('error', settle).off('end', settle);
      resolve();
    };
    const timer = setTimeout(settle, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', settle).once('error', settle).once('end', settle);
  });

  return {
    client,
    firstAttempt,
    health: {
      name: 'redis',
      label: messages.redisPart,
      async ping() {
        if (client.status !== 'ready') throw new Error(`redis is ${client.status}`);
        await client.ping();
      },
    },
    async close() {
      closing = true;
      // QUIT waits for the answers under way; without a connection there is nothing to wait for.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
