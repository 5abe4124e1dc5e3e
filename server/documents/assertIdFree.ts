import type { Db } from '../db/Database';
import { documentErrors } from './documentErrors';

// Creates take an optional client-chosen id, so the builder can address what it creates (and
// undo it) before the server answers. An id already used in the table is refused; UUIDs from
// crypto.randomUUID() never collide by chance.
export async function assertIdFree(
  db: Db,
  table: 'pages' | 'elements' | 'items',
  id: string,
): Promise<void> {
  const taken = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw documentErrors.idInUse();
}
