import type { FileProvenance } from '@schemas/api/generation';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/Database';
import type { GeneratedFilesTable } from '../db/generationTables';

// The provenance of listed files, for the lawyer's lists: their generations (one query), with who
// asked as a person reads it — the user's name, the guest link's label, the token's id. Files
// made before provenance was recorded have none.
export async function loadProvenance(
  db: Db,
  accountId: string,
  rows: readonly Selectable<GeneratedFilesTable>[],
): Promise<Map<string, FileProvenance>> {
  const ids = [...new Set(rows.flatMap((row) => (row.generation_id ? [row.generation_id] : [])))];
  const found = new Map<string, FileProvenance>();
  if (ids.length === 0) return found;
  const generations = await db
    .selectFrom('generations as g')
    .leftJoin('users as u', 'u.id', 'g.user_id')
    .leftJoin('guest_responses as r', (join) => join.on(sql<boolean>`r.id::text = g.guest_ref`))
    .leftJoin('share_links as l', 'l.id', 'r.link_id')
    .leftJoin('integration_tokens as it', (join) => join.on(sql<boolean>`it.id::text = g.token_id`))
    .select([
      'g.id',
      'g.interview_source',
      'g.interview_version',
      'g.answers_hash',
      'g.generated_by',
      'g.token_id',
      'g.regenerated_from',
      'u.first_name',
      'u.last_name',
      'u.email',
      'l.label',
      'it.name as token_name',
    ])
    .where('g.id', 'in', ids)
    .where('g.account_id', '=', accountId)
    .execute();
  const byId = new Map(generations.map((generation) => [generation.id, generation]));
  for (const row of rows) {
    const generation = row.generation_id ? byId.get(row.generation_id) : undefined;
    if (!generation) continue;
    found.set(row.id, {
      generationId: generation.id,
      interviewSource: generation.interview_source,
      interviewVersion: generation.interview_version,
      templateName: row.template_name ?? '',
      templateVersion: row.template_version ?? 1,
      answersHash: generation.answers_hash,
      generatedBy: generation.generated_by,
      generatedByLabel: labelOf(generation),
      regeneratedFrom: generation.regenerated_from,
    });
  }
  return found;
}

function labelOf(generation: {
  generated_by: string;
  token_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  label: string | null;
  token_name: string | null;
}): string | null {
  if (generation.generated_by === 'guest') return generation.label;
  if (generation.generated_by === 'token') return generation.token_name ?? generation.token_id;
  const name = `${generation.first_name ?? ''} ${generation.last_name ?? ''}`.trim();
  return name || generation.email;
}
