import { sql } from 'kysely';
import type { Db } from '../../db/Database';
import { clampPosition, type PositionList } from './PositionList';

// Makes room for a new member of a list of `count` members: the position is clamped to 1..count+1
// (absent: at the end) and everything from it on moves one down. Answers the position to insert at.
export async function openSlot(
  db: Db,
  list: PositionList,
  requested: number | undefined,
  count: number,
): Promise<number> {
  const position = clampPosition(requested, count + 1);
  if (position <= count) {
    await sql`update ${sql.table(list.table)} set position = position + 1
      where ${sql.ref(list.parentColumn)} = ${list.parentId} and position >= ${position}`.execute(
      db,
    );
  }
  return position;
}
