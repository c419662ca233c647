import type { z } from 'zod';
import type { fileDetailSchema, FileKind, FileList, FileRecord, FileUse } from '@meble/domain/file';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import type { RestClient } from '../rest-client.ts';

export interface FilePageQuery {
  kind?: FileKind | undefined;
  limit: number;
  after?: string | null | undefined;
  /** Sent as typed; the API applies it from 3 characters (the domain's rule). */
  q?: string | null | undefined;
  /** Only images whose name contains "legs". */
  legs?: boolean | undefined;
}

/** One page of files, newest first, with the filtered count, the next page's cursor, and what uses each file. */
export function listFiles(rest: RestClient, { kind, limit, after, q, legs }: FilePageQuery): Promise<FileList> {
  const query = {
    limit: String(limit),
    ...(kind ? { kind } : {}),
    ...(after ? { after } : {}),
    ...(q ? { q } : {}),
    ...(legs === undefined ? {} : { legs: String(legs) }),
    // Read with the page (one more query in the API, no more calls): a list's delete needs them.
    uses: 'true',
  };
  return rest.call(fileEndpoints.query, { query });
}

/** The stored files of one kind named so (at most one per name); names not stored are simply absent. */
export async function filesByName(rest: RestClient, kind: FileKind, names: readonly string[], limit: number): Promise<FileRecord[]> {
  return (await rest.call(fileEndpoints.query, { query: { kind, names: names.join(','), limit: String(limit) } })).data;
}

/** The files of these ids that exist. */
export async function filesById(rest: RestClient, ids: readonly string[], limit: number): Promise<FileRecord[]> {
  return (await rest.call(fileEndpoints.query, { query: { ids: ids.join(','), limit: String(limit) } })).data;
}

/** What uses each of these files (D9), in one call. */
export async function fileUses(rest: RestClient, ids: readonly string[]): Promise<Map<string, FileUse[]>> {
  const answer = await rest.call(fileEndpoints.uses, { query: { ids: ids.join(',') } });
  return new Map(answer.data.map((entry) => [entry.fileId, entry.usedBy]));
}

/** One file with what uses it. */
export function getFile(rest: RestClient, id: string): Promise<z.infer<typeof fileDetailSchema>> {
  return rest.call(fileEndpoints.one, { params: { id } });
}

/** A used file is refused with 409 FILE_IN_USE, a stale `seen` with 409 CONFLICT. */
export async function deleteFile(rest: RestClient, id: string, seen?: number): Promise<FileRecord> {
  return (await rest.call(fileEndpoints.delete, { params: { id }, body: {}, ifMatch: seen })).deleted;
}
