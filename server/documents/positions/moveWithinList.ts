import { sql } from 'kysely';
import type { Db } from '../../db/Database';
import { clampPosition, type PositionList } from './PositionList';

// Moves one member of a list of `count` members from `from` to `requested` (clamped to 1..count),
// shifting the members in between by one. Answers the new position.
export async function moveWithinList(
  db: Db,
  list: PositionList,
  id: string,
  from: number,
  requested: number,
  count: number,
): Promise<number> {
  const to = clampPosition(requested, count);
  if (to === from) return to;
  const table = sql.table(list.table);
  const parent = sql.ref(list.parentColumn);
  if (to > from) {
    await sql`update ${table} set position = position - 1
      where ${parent} = ${list.parentId} and position > ${from} and position <= ${to}`.execute(db);
  } else {
    await sql`update ${table} set position = position + 1
      where ${parent} = ${list.parentId} and position >= ${to} and position < ${from}`.execute(db);
  }
  await sql`update ${table} set position = ${to} where id = ${id}`.execute(db);
  return to;
}
