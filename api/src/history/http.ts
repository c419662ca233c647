import { versionEtag, versionFromIfMatch } from '@meble/domain/history';
import type { Context } from 'hono';
import type { ApiDeps, ApiEnv } from '../http/context.ts';
import type { Actor } from './log.ts';
import type { SeenVersion, WriteContext } from './recorded.ts';

/** The signed-in writer as the history names them. */
export function actorOf(c: Context<ApiEnv>): Actor {
  const user = c.get('user');
  return { id: user.id, name: user.name, email: user.email };
}

/** What a recorded write of the signed-in user needs (`actor: null` for the public intake). */
export function writeContextOf(deps: Pick<ApiDeps, 'db' | 'now' | 'recordHistory'> & Partial<Pick<ApiDeps, 'storage'>>, actor: Actor | null): WriteContext {
  return { db: deps.db, now: deps.now, actor, recordHistory: deps.recordHistory, ...(deps.storage ? { storage: deps.storage } : {}) };
}

/** The version a write names: `If-Match` first (`"7"`), else the body's `version`; undefined when it names none. */
export function seenVersionOf(c: Context<ApiEnv>, bodyVersion?: number): SeenVersion {
  const header = versionFromIfMatch(c.req.header('if-match'));
  return header === undefined ? bodyVersion : header;
}

/** Stamps an answer with the record's version as its ETag, which a later write may send back as `If-Match`. */
export function setVersionEtag(c: Context<ApiEnv>, version: number | undefined): void {
  if (version !== undefined) c.header('ETag', versionEtag(version));
}
