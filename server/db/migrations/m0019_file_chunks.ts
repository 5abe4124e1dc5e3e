import { type Kysely, sql } from 'kysely';

// Files stored in the database (server/storage/createDatabaseFileStorage.ts): a file is its
// chunks, numbered from 0. Used when the processes of a cluster share no disk.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table file_chunks (
    key text not null,
    n integer not null,
    bytes bytea not null,
    primary key (key, n)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table file_chunks`.execute(db);
}
