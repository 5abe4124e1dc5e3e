import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from '@server/db/PGliteDialect';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Scratch {
  numbers: { n: number };
}

// The bug this dialect exists for: with one PGlite session shared, transaction B's ROLLBACK
// also erased rows transaction A had written in between.
describe('PGliteDialect', () => {
  let db: Kysely<Scratch>;
  beforeAll(async () => {
    db = new Kysely<Scratch>({ dialect: new PGliteDialect(await PGlite.create()) });
    await sql`create table numbers (n integer primary key)`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
  });

  it('keeps concurrent transactions apart: a rollback loses only its own writes', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const committed = db.transaction().execute(async (trx) => {
      await trx.insertInto('numbers').values({ n: 1 }).execute();
      await tick();
      await trx.insertInto('numbers').values({ n: 2 }).execute();
    });
    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('numbers').values({ n: 100 }).execute();
      await tick();
      throw new Error('abandon');
    });
    const outside = Promise.all(
      [3, 4, 5].map((n) => db.insertInto('numbers').values({ n }).execute()),
    );
    await expect(rolledBack).rejects.toThrow('abandon');
    await committed;
    await outside;
    const rows = await db.selectFrom('numbers').select('n').orderBy('n').execute();
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports affected rows', async () => {
    const result = await db
      .updateTable('numbers')
      .set({ n: sql`n + 10` })
      .where('n', '>', 3)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });
});
