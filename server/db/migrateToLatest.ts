import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './Database';
import * as m0001 from './migrations/m0001_accounts';
import * as m0002 from './migrations/m0002_plans';

// Migrations are listed in code (not read from a folder) so they run the same under tsx, vitest
// and a bundle. Names sort in the order they apply.
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_plans': m0002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
