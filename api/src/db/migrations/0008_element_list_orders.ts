import { sql, type Kysely } from 'kysely';

// The element list sorts by name and by price A as well as in the catalogue's order. Each order walks
// an index in its order (backwards for a descending one) and stops after the page, as the default order walks
// elements_collection_list_idx (migration 0006): the filter and the category are read from the index too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index elements_collection_name_idx on elements (collection_id, sort_key) include (id, search_key, category_id)`.execute(db);
  await sql`create index elements_collection_price_a_idx on elements (collection_id, price_a, sort_key) include (id, search_key, category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('elements_collection_price_a_idx').execute();
  await db.schema.dropIndex('elements_collection_name_idx').execute();
}
