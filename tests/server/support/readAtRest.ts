import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { docxText, pdfText } from '../generation/support/readDocuments';
import type { TestApi } from './startTestApi';

/** Every row of every table of the test's schema, as text: what a database dump holds. */
export async function dumpDatabase(api: TestApi): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(api.ports.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(name)} t`.execute(api.ports.db);
    parts.push(...rows.rows.map((row) => row.row));
  }
  return parts.join('\n');
}

/** The text of every file of the file store, read as a person with a copy of it would. */
export async function readFileStore(dir: string): Promise<string> {
  const texts: string[] = [];
  const walk = async (path: string): Promise<void> => {
    if (!existsSync(path)) return;
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) await walk(full);
      else texts.push(await readableText(readFileSync(full)));
    }
  };
  await walk(dir);
  return texts.join('\n');
}

async function readableText(bytes: Buffer): Promise<string> {
  const raw = `${bytes.toString('latin1')}\n${bytes.toString('utf8')}`;
  if (bytes.subarray(0, 2).toString('latin1') === 'PK') return `${raw}\n${await docxText(bytes)}`;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return `${raw}\n${pdfText(bytes)}`;
  return raw;
}
