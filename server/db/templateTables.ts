import type { TemplateContent } from '@schemas/template';
import type { ColumnType, Selectable } from 'kysely';

// Table shape of migration 0006: rich-text templates. JSON written as text, read back parsed.

export interface TemplatesTable {
  id: string;
  /** Repeated from the document, so every lookup is scoped to the account in the query itself. */
  account_id: string;
  document_id: string;
  name: string;
  /** The spec's template date; crosses the API as `MM/DD/YYYY H:M:S`, read as UTC. */
  template_date: Date;
  /** The tiptap JSON, as parseTemplateContent left it (never stored unchecked). */
  content: ColumnType<TemplateContent, string, string>;
  /** Optimistic concurrency of template writes; independent of the document's version. */
  version: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export type TemplateRow = Selectable<TemplatesTable>;
