import type { Db } from '../db/Database';
import type { TemplateRow } from '../db/templateTables';

// Keeps the version a rich template's row holds now, in the same transaction as the write that
// made it: every version a document may have been generated from stays readable after later
// edits and after the template's deletion (provenance, regeneration's redline). A version
// already kept is left as it is (generation calls this too, for templates written before
// versions were kept or brought in by an interview import).
export async function recordTemplateVersion(
  db: Db,
  row: Pick<
    TemplateRow,
    'id' | 'version' | 'account_id' | 'document_id' | 'name' | 'content' | 'updated_at'
  >,
  userId: string | null,
): Promise<void> {
  await db
    .insertInto('template_versions')
    .values({
      template_id: row.id,
      version: row.version,
      account_id: row.account_id,
      document_id: row.document_id,
      name: row.name,
      content: JSON.stringify(row.content),
      created_by: userId,
      created_at: row.updated_at,
    })
    .onConflict((oc) => oc.columns(['template_id', 'version']).doNothing())
    .execute();
}
