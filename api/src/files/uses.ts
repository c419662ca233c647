import { FILE_KIND_OF_USE, FILE_USE_KINDS, type FileKind, type FileUse, type FileUseKind } from '@meble/domain/file';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where the catalogue names a file (D9), one branch per reference: which use it is, the kind of file it names, the
 * name it holds, and the record holding it with its collection. A new area that references files adds its branch here,
 * and its use to FILE_USE_KINDS.
 */
const USE_BRANCHES: Readonly<Record<FileUseKind, { kind: FileKind; select: RawBuilder<unknown> }>> = {
  elementModel: {
    kind: FILE_KIND_OF_USE.elementModel,
    select: sql`select e.file as file_name, e.id as record_id, e.name as record_name, c.slug as collection_slug from elements e join collections c on c.id = e.collection_id`,
  },
  elementIcon: {
    kind: FILE_KIND_OF_USE.elementIcon,
    select: sql`select e.thumb_url, e.id, e.name, c.slug from elements e join collections c on c.id = e.collection_id`,
  },
  collectionPhoto: {
    kind: FILE_KIND_OF_USE.collectionPhoto,
    select: sql`select c.thumb_url, c.id, c.name, c.slug from collections c`,
  },
  kitThumbnail: {
    kind: FILE_KIND_OF_USE.kitThumbnail,
    select: sql`select k.thumb_url, k.id, k.name, c.slug from kits k join collections c on c.id = k.collection_id`,
  },
  // A fabric belongs to no collection: it is named with its family, 'Beż (Welur)', and listed in the family's slug.
  fabricTexture: {
    kind: FILE_KIND_OF_USE.fabricTexture,
    select: sql`select x.file_url, x.id, x.name || ' (' || f.name || ')', f.slug from fabrics x join fabric_families f on f.id = x.family_id`,
  },
  fabricSwatch: {
    kind: FILE_KIND_OF_USE.fabricSwatch,
    select: sql`select x.thumb_url, x.id, x.name || ' (' || f.name || ')', f.slug from fabrics x join fabric_families f on f.id = x.family_id where x.thumb_url <> ''`,
  },
  // A finish belongs to no collection: it is named with its kind, 'Dąb naturalny (nóżki)', and listed in its kind's list.
  finishTexture: {
    kind: FILE_KIND_OF_USE.finishTexture,
    select: sql`select f.texture, f.id, f.name || case f.kind when 'legs' then ' (nóżki)' else ' (elementy)' end, f.kind from finishes f`,
  },
  // A .gltf reads its .bin and textures by name: while it is stored, they are in use (its check lists them).
  modelSibling: {
    kind: FILE_KIND_OF_USE.modelSibling,
    select: sql`select s.name, m.id, m.name, null::text from files m cross join lateral jsonb_array_elements_text(coalesce(m.validation -> 'siblings', '[]'::jsonb)) as s(name) where m.kind = 'model'`,
  },
};

interface UseRow {
  file_id: string;
  use: FileUseKind;
  record_id: string;
  record_name: string;
  collection_slug: string | null;
}

/**
 * What uses each of these files, in one query (a UNION ALL of every reference, joined to the files by kind and
 * name): by file id, every use in FILE_USE_KINDS order, then by collection and name. Files nothing uses map to [].
 */
export async function usesOfFiles(db: Db, ids: readonly string[]): Promise<Map<string, FileUse[]>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const uses = new Map<string, FileUse[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return uses;
  const branches = FILE_USE_KINDS.map((use, ord) => {
    const branch = USE_BRANCHES[use];
    return sql`select ${ord}::int as ord, ${use}::text as use, ${branch.kind}::text as file_kind, b.* from (${branch.select}) b`;
  });
  const { rows } = await sql<UseRow>`
    select f.id as file_id, u.use, u.record_id, u.record_name, u.collection_slug
    from files f
    join (${sql.join(branches, sql` union all `)}) u on u.file_kind = f.kind and u.file_name = f.name
    where f.id in (${sql.join(wanted)})
    order by f.id, u.ord, u.collection_slug collate "C", u.record_name collate "C", u.record_id
  `.execute(db);
  for (const row of rows) {
    uses.get(row.file_id)?.push({ use: row.use, _id: row.record_id, name: row.record_name, collectionSlug: row.collection_slug });
  }
  return uses;
}
