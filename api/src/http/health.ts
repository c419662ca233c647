import { messages } from '@meble/domain/messages';
import { describeError, type Logger } from '@meble/domain/logger';
import type { Kysely } from 'kysely';
import { pingDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ApiApp } from './context.ts';

/** One part the API depends on, as /healthz checks it. */
export interface HealthCheck {
  /** In the answer's `unavailable` list ('database', 'redis'). */
  name: string;
  /** Its Polish name in the answer's message. */
  label: string;
  /** Resolves when the part answers; rejects (soon) when it does not. */
  ping(): Promise<void>;
}

/** The database, logging once when it stops answering (a load balancer polls /healthz every few seconds). */
export function databaseHealth(db: Kysely<Database>, log: Logger): HealthCheck {
  let down = false;
  return {
    name: 'database',
    label: messages.databasePart,
    async ping() {
      try {
        await pingDatabase(db);
        down = false;
      } catch (error) {
        if (!down) log.error('health check: database unavailable', describeError(error));
        down = true;
        throw error;
      }
    },
  };
}

/** 200 `{status: 'ok'}` when every part answers; else 503 naming the parts that do not, with a Polish message. */
export function registerHealthRoute(app: ApiApp, checks: readonly HealthCheck[]): void {
  app.get('/healthz', async (c) => {
    const results = await Promise.allSettled(checks.map((check) => check.ping()));
    const down = checks.filter((_check, i) => results[i]!.status === 'rejected');
    if (down.length === 0) return c.json({ status: 'ok' }, 200);
    return c.json(
      { status: 'unavailable', unavailable: down.map((check) => check.name), message: messages.partsUnavailable(down.map((check) => check.label)) },
      503,
    );
  });
}
