import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './acquireDataDirLock';
import type { Database, Db } from './Database';
import { PGliteDialect } from './PGliteDialect';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Closes the pool or PGlite and releases the data-directory lock. */
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL pool size; PGlite is always one connection. */
  poolSize?: number;
}

// DATABASE_URL set → PostgreSQL through pg; unset → PGlite persisted in <dataDir>/db.
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl, target.poolSize ?? 10);
  return openPGliteDirectory(join(target.dataDir, 'db'));
}

export function openPostgres(connectionString: string, poolSize: number): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPGliteDirectory(dir: string): Promise<OpenDatabase> {
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(`${dir}.lock`);
  try {
    const pglite = await PGlite.create(dir);
    return wrapPGlite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function wrapPGlite(pglite: PGlite, onClose: () => void = () => {}): OpenDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
      } finally {
        onClose();
      }
    },
  };
}
