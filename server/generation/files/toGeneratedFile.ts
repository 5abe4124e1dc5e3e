import {
  bundleLinkPrefix,
  type FileProvenance,
  fileLinkPrefix,
  type GeneratedFile,
} from '@schemas/api/generation';
import type { Selectable } from 'kysely';
import type { GeneratedFilesTable } from '../../db/generationTables';
import type { FileLink } from './issueFileLinks';

export function toGeneratedFile(
  row: Selectable<GeneratedFilesTable>,
  link: FileLink,
  provenance?: FileProvenance,
  /** Whether the file's generation made more than one file of its format (a set). */
  inSet = false,
): GeneratedFile {
  return {
    id: row.id,
    documentId: row.document_id,
    templateId: row.template_id,
    templateKind: row.template_kind,
    format: row.format,
    name: row.name,
    size: row.size_bytes,
    createdAt: row.created_at.toISOString(),
    url: link.url,
    urlExpiresAt: link.expiresAt.toISOString(),
    ...(provenance && { provenance }),
    ...(inSet && {
      setPosition: row.set_position ?? 1,
      bundleUrl: link.url.replace(fileLinkPrefix, bundleLinkPrefix),
    }),
  };
}

/** The generations, by format, that made more than one file among these rows: sets. */
export function setsAmong(
  rows: readonly Pick<Selectable<GeneratedFilesTable>, 'generation_id' | 'format'>[],
): (row: Pick<Selectable<GeneratedFilesTable>, 'generation_id' | 'format'>) => boolean {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!row.generation_id) continue;
    const key = `${row.generation_id}:${row.format}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (row) => (counts.get(`${row.generation_id}:${row.format}`) ?? 0) > 1;
}
