import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './Database';
import * as m0001 from './migrations/m0001_accounts';
import * as m0002 from './migrations/m0002_plans';
import * as m0003 from './migrations/m0003_contact_faq_images';
import * as m0004 from './migrations/m0004_documents';
import * as m0005 from './migrations/m0005_publishing';
import * as m0006 from './migrations/m0006_templates';
import * as m0007 from './migrations/m0007_generation';
import * as m0008 from './migrations/m0008_payments_admin';
import * as m0009 from './migrations/m0009_idempotency_keys';
import * as m0010 from './migrations/m0010_mail_failed_index';
import * as m0011 from './migrations/m0011_account_keys';
import * as m0012 from './migrations/m0012_two_factor';
import * as m0013 from './migrations/m0013_account_deletion';
import * as m0014 from './migrations/m0014_calculations';
import * as m0015 from './migrations/m0015_clauses';
import * as m0016 from './migrations/m0016_one_question';
import * as m0017 from './migrations/m0017_job_workers';
import * as m0018 from './migrations/m0018_rate_limits';
import * as m0019 from './migrations/m0019_file_chunks';
import * as m0020 from './migrations/m0020_provenance';
import * as m0021 from './migrations/m0021_scenarios';
import * as m0022 from './migrations/m0022_set_positions';
import * as m0023 from './migrations/m0023_integration_tokens';
import * as m0024 from './migrations/m0024_sign_in_links';
import * as m0025 from './migrations/m0025_share_link_document';
import * as m0026 from './migrations/m0026_scheduled_backups';
import * as m0027 from './migrations/m0027_submission_notices';

// Migrations are listed in code (not read from a folder) so they run the same under tsx, vitest
// and a bundle. Names sort in the order they apply.
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_plans': m0002,
  '0003_contact_faq_images': m0003,
  '0004_documents': m0004,
  '0005_publishing': m0005,
  '0006_templates': m0006,
  '0007_generation': m0007,
  '0008_payments_admin': m0008,
  '0009_idempotency_keys': m0009,
  '0010_mail_failed_index': m0010,
  '0011_account_keys': m0011,
  '0012_two_factor': m0012,
  '0013_account_deletion': m0013,
  '0014_calculations': m0014,
  '0015_clauses': m0015,
  '0016_one_question': m0016,
  '0017_job_workers': m0017,
  '0018_rate_limits': m0018,
  '0019_file_chunks': m0019,
  '0020_provenance': m0020,
  '0021_scenarios': m0021,
  '0022_set_positions': m0022,
  '0023_integration_tokens': m0023,
  '0024_sign_in_links': m0024,
  '0025_share_link_document': m0025,
  '0026_scheduled_backups': m0026,
  '0027_submission_notices': m0027,
};

/** Every migration this code knows, in order (a backup made by newer code is refused). */
export const migrationNames = Object.keys(migrations).sort();

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // The migrator looks for its own tables in every schema unless told which one; on a database
  // shared with another schema that already has them (another app, or parallel test files) it
  // would skip creating ours. Pin it to the schema the connection works in.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
