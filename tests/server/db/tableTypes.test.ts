import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Db } from '@server/db/Database';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../support/openTestDatabase';

// The Kysely table types (server/db/Database.ts and the *Tables.ts beside it) are written by hand
// next to the migrations. This test holds them to the migrated schema: every table and column on
// both sides, each column's type as the driver reads it, and its nullability. It writes a
// TypeScript file with one assertion per column, built from information_schema, and compiles it
// against the real types with the project's `tsc` (TypeScript 7 has no JavaScript API to read
// types with); each compiler error is one difference, named by table and column.

const root = join(import.meta.dirname, '../../..');

interface SchemaColumn {
  table: string;
  column: string;
  udt: string;
  nullable: boolean;
}

// What the database driver answers for each column type, as a TypeScript type the column's
// select type must fit: bigint arrives as a string (the types read it through Number()), jsonb
// parsed.
const driverTypes: Record<string, string> = {
  text: 'string',
  varchar: 'string',
  uuid: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'string | number',
  bool: 'boolean',
  timestamptz: 'Date',
  bytea: 'Uint8Array',
  jsonb: 'JsonValue',
};

const migratorTables = ['kysely_migration', 'kysely_migration_lock'];

// Columns PostgreSQL reports as nullable that cannot hold a null, typed as not null on purpose.
const neverNull: Record<string, string> = {
  // Generated as coalesce(parent_item_id, element_id), and element_id is not null.
  'items.parent_key': 'a generated column',
};

async function readSchema(db: Db): Promise<SchemaColumn[]> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
  }>`select c.table_name, c.column_name, c.udt_name, c.is_nullable
     from information_schema.columns c
     join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(db);
  return rows
    .filter((row) => !migratorTables.includes(row.table_name))
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      udt: row.udt_name,
      nullable: row.is_nullable === 'YES' && !neverNull[`${row.table_name}.${row.column_name}`],
    }));
}

/** What one line of the generated file checks; errors about one subject are reported once. */
interface Check {
  subject: string;
  detail: string;
}

/** A TypeScript file asserting the schema on `Database`, and what each of its lines checks. */
function writeAssertions(schema: SchemaColumn[]): { source: string; checks: Check[] } {
  const lines = [
    `import type { Database } from ${JSON.stringify(join(root, 'server/db/Database'))};`,
    'type Sel<C> = C extends { readonly __select__: infer S } ? S : C;',
    'type Nullability<X> = null extends X ? "nullable" : "not null";',
    'type JsonValue = string | number | boolean | object;',
  ];
  const checks: Check[] = lines.map(() => ({ subject: 'the file header', detail: '' }));
  const add = (line: string, subject: string, detail: string) => {
    lines.push(line);
    checks.push({ subject, detail });
  };
  const tables = [...new Set(schema.map((c) => c.table))];
  const union = (names: string[]) => names.map((n) => JSON.stringify(n)).join(' | ') || 'never';
  add(
    `export const extraTables: never = null as unknown as Exclude<keyof Database, ${union(tables)}>;`,
    'Database',
    'tables that no migration creates',
  );
  tables.forEach((table, t) => {
    const columns = schema.filter((c) => c.table === table);
    add(`type T${t} = Database[${JSON.stringify(table)}];`, table, 'table missing in Database');
    add(
      `export const extra${t}: never = null as unknown as Exclude<keyof T${t}, ${union(columns.map((c) => c.column))}>;`,
      table,
      'columns in the type that the table lacks',
    );
    columns.forEach((c, i) => {
      const selected = `Sel<T${t}[${JSON.stringify(c.column)}]>`;
      const expected = driverTypes[c.udt];
      if (!expected) throw new Error(`${table}.${c.column}: no driver type known for ${c.udt}`);
      add(
        `export const c${t}_${i}: ${expected} = null as unknown as NonNullable<${selected}>;`,
        `${table}.${c.column}`,
        `type (${c.udt})`,
      );
      add(
        `export const n${t}_${i}: ${JSON.stringify(c.nullable ? 'nullable' : 'not null')} = null as unknown as Nullability<${selected}>;`,
        `${table}.${c.column}`,
        c.nullable ? 'nullable' : 'not null',
      );
    });
  });
  return { source: `${lines.join('\n')}\n`, checks };
}

/**
 * Compiles one assertion file per schema in one `tsc` run; answers, per schema, its
 * differences: `<what the line checks>: <the compiler's message>`.
 */
async function compareWithTypes(schemas: SchemaColumn[][]): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'minuta-table-types-'));
  try {
    const files = schemas.map((schema, i) => ({
      path: join(dir, `schema${i}.ts`),
      ...writeAssertions(schema),
    }));
    for (const file of files) await writeFile(file.path, file.source);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        compilerOptions: { noUnusedLocals: false, types: [] },
        files: files.map((f) => f.path),
        include: [],
      }),
    );
    const output = await new Promise<string>((resolve) => {
      execFile(
        join(root, 'node_modules/.bin/tsc'),
        ['-p', join(dir, 'tsconfig.json'), '--pretty', 'false'],
        { cwd: root },
        (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
      );
    });
    const differences: string[][] = files.map(() => []);
    const unexplained: string[] = [];
    for (const line of output.split('\n')) {
      const match = /^(.*)\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
      if (!match) continue;
      const f = files.findIndex((file) => file.path === resolve(root, match[1] ?? ''));
      const check = files[f]?.checks[Number(match[2]) - 1];
      if (f < 0 || !check) unexplained.push(line);
      else if (!differences[f]?.some((d) => d.startsWith(`${check.subject} `)))
        differences[f]?.push(`${check.subject} ${check.detail}: ${match[3]}`);
    }
    // An error outside the generated lines (a broken type file, a wrong path) must not pass.
    expect(unexplained).toEqual([]);
    if (output.trim() && differences.every((d) => d.length === 0)) throw new Error(output);
    return differences;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(testDatabaseKinds)('the table types against the migrated schema on %s', (kind) => {
  it('match every table, column, type and nullability, and tell a migration they miss', async () => {
    const database = await openTestDatabase(kind);
    try {
      const migrated = await readSchema(database.db);
      expect(migrated.length).toBeGreaterThan(300);
      // A later migration the types were not told about: a new column, a dropped one, a column
      // made required, a column whose type changed, and a new table.
      await sql`alter table plans add column tagline text`.execute(database.db);
      await sql`alter table contact_messages drop column user_agent`.execute(database.db);
      await sql`alter table sessions alter column ip set not null`.execute(database.db);
      await sql`alter table scheduled_backups alter column pid type text`.execute(database.db);
      await sql`create table notes (id uuid primary key)`.execute(database.db);
      const changed = await readSchema(database.db);

      const [matching, drifted] = await compareWithTypes([migrated, changed]);
      expect(matching).toEqual([]);
      expect(drifted).toHaveLength(5);
      expect(drifted).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^plans\.tagline type \(text\): .*'tagline' does not exist/),
          expect.stringMatching(/^contact_messages columns in the type .*'"user_agent"'/),
          expect.stringMatching(/^sessions\.ip not null: /),
          expect.stringMatching(/^scheduled_backups\.pid type \(text\): .*'number'.*'string'/),
          expect.stringMatching(/^notes table missing in Database: .*'notes' does not exist/),
        ]),
      );
    } finally {
      await database.close();
    }
  }, 180_000);
});
