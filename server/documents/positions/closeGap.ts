import { sql } from 'kysely';
import type { Db } from '../../db/Database';
import type { PositionList } from './PositionList';

/** After a member at `position` left the list, moves everything after it one up. */
export async function closeGap(db: Db, list: PositionList, position: number): Promise<void> {
  await sql`update ${sql.table(list.table)} set position = position - 1
    where ${sql.ref(list.parentColumn)} = ${list.parentId} and position > ${position}`.execute(db);
}
