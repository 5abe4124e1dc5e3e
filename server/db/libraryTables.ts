import type { ClauseVariable } from '@schemas/api/library';
import type { TemplateContent } from '@schemas/template';
import type { ColumnType, Selectable } from 'kysely';

// Table shape of the clause library (migration 0014). JSON written as text, read back parsed.
export interface ClausesTable {
  id: string;
  account_id: string;
  name: string;
  /** A template document of the passage, as parseTemplateContent left it. */
  content: ColumnType<TemplateContent, string, string>;
  variables: ColumnType<ClauseVariable[], string, string>;
  unknown_paths: ColumnType<string[], string, string>;
  /** Name and text without accents, lower case: what a search matches. */
  search_text: string;
  created_by: string | null;
  created_at: Date;
}

export type ClauseRow = Selectable<ClausesTable>;
