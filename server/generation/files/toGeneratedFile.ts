import type { FileProvenance, GeneratedFile } from '@schemas/api/generation';
import type { Selectable } from 'kysely';
import type { GeneratedFilesTable } from '../../db/generationTables';
import type { FileLink } from './issueFileLinks';

export function toGeneratedFile(
  row: Selectable<GeneratedFilesTable>,
  link: FileLink,
  provenance?: FileProvenance,
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
  };
}
