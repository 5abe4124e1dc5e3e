import type { PublishedVersion } from '@schemas/api/guests';
import type { Db } from '../db/Database';

/** What a version's listing needs (everything but the artifact), with the publisher's name. */
export function selectPublishedVersions(db: Db) {
  return db
    .selectFrom('published_versions as v')
    .innerJoin('users as u', 'u.id', 'v.published_by')
    .select([
      'v.id',
      'v.document_id',
      'v.number',
      'v.document_version',
      'v.question_count',
      'v.published_at',
      'u.first_name',
      'u.last_name',
    ]);
}

type VersionListRow = Awaited<
  ReturnType<ReturnType<typeof selectPublishedVersions>['executeTakeFirstOrThrow']>
>;

export function toPublishedVersion(row: VersionListRow): PublishedVersion {
  return {
    id: row.id,
    documentId: row.document_id,
    number: row.number,
    documentVersion: row.document_version,
    publishedAt: row.published_at.toISOString(),
    publishedBy: `${row.first_name} ${row.last_name}`.trim(),
    questionCount: row.question_count,
  };
}
