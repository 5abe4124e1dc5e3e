import type { WordPlaceholder, WordTemplate } from '@schemas/api/generation';
import type { CompiledVariable } from '@schemas/compiledInterview';
import type { Selectable } from 'kysely';
import type { WordTemplatesTable } from '../../db/generationTables';
import { checkPlaceholders, writtenTag } from './checkPlaceholders';

// A stored Word template as the API answers it: its placeholders as written and its diagnostics,
// what the upload removed plus the check against the interview as it is now (none when the
// interview cannot be compiled: its own problems are shown by the builder).
export function toWordTemplateView(
  row: Selectable<WordTemplatesTable>,
  variables: ReadonlyMap<string, CompiledVariable> | null,
): WordTemplate {
  const placeholders: WordPlaceholder[] = row.placeholders;
  const messages = [
    ...row.warnings,
    ...(variables ? checkPlaceholders(placeholders, variables) : []),
  ];
  return {
    id: row.id,
    documentId: row.document_id,
    name: row.name,
    size: row.size_bytes,
    createdAt: row.created_at.toISOString(),
    placeholders: placeholders.map((placeholder) => ({
      tag: writtenTag(placeholder),
      part: placeholder.part,
    })),
    diagnostics: messages.map((message) => ({ severity: 'warning' as const, message })),
  };
}
