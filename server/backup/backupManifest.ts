import type { DatabaseKind } from '../db/openDatabase';

/** What `npm run backup` writes first into its archive, and `npm run restore` checks. */
export interface BackupManifest {
  format: 'minuta-backup';
  formatVersion: 1;
  /** package.json's version of the code that made it. */
  appVersion: string;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** In the archive: `database/pglite.tar.gz` (dumpDataDir) or `database/postgres.dump` (pg_dump -Fc). */
    file: string;
    bytes: number;
    sha256: string;
    /** Migrations applied when the backup was taken: a restore refuses a newer set. */
    migrations: string[];
  };
  /** Rows of the tables a firm would miss first, read in the same snapshot as the dump. */
  counts: Record<string, number>;
  /** Every stored file (templates, images, generated documents) under `files/`. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** `secrets.json` (token keys, share-link sealing key), when the data directory has one. */
  secrets: { bytes: number; sha256: string } | null;
}

export const manifestName = 'manifest.json';

/** The tables counted in the manifest and compared after a restore. */
export const countedTables = [
  'accounts',
  'users',
  'documents',
  'published_versions',
  'templates',
  'word_templates',
  'share_links',
  'guest_submissions',
  'generated_files',
  'images',
] as const;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
