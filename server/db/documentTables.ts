import type { Calculation, ValidationRule } from '@schemas/formula';
import type { Statement } from '@schemas/statement';
import type { Validation } from '@schemas/validation';
import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';

// Table shapes of workspaces, documents and their interview (migration 0004). JSON columns are
// written as JSON text and read back parsed, by pg and PGlite alike.
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

export interface WorkspacesTable {
  id: string;
  account_id: string;
  name: string;
  /** The spec's workspace email: by default, the email of whoever created it. */
  email: string;
  created_at: Date;
  updated_at: Date;
}

export interface DocumentsTable {
  id: string;
  account_id: string;
  workspace_id: string;
  name: string;
  /** The spec's document date; crosses the API as `MM/DD/YYYY H:M:S`, read as UTC. */
  document_date: Date;
  creator: string;
  toggle: boolean;
  notarized: boolean;
  docx: boolean;
  status: string;
  all_variables: Json<Record<string, unknown>>;
  /** Optimistic concurrency: every write to the document or anything inside it bumps it. */
  version: Generated<number>;
  created_at: Date;
  updated_at: Date;
  /** The spec's generalSelectedTemp: a rich template's or a Word template's id (migration 0006). */
  general_selected_temp: Generated<string | null>;
  general_selected_kind: Generated<'rich' | 'word' | null>;
  /** Set by an administrator: generation refuses the document (see isDocumentDisabled). */
  disabled_at: Generated<Date | null>;
  /** "Una pregunta a la vez": guests answer one question per screen (migration 0015). */
  one_question: Generated<boolean>;
}

export interface PagesTable {
  id: string;
  document_id: string;
  name: string;
  conditional: boolean;
  statement: NullableJson<Statement>;
  position: number;
}

/** Columns elements and items share: the spec's question fields (see schemas/question.ts). */
export interface QuestionColumns {
  /** The question type, or 'option' for an item under a choice question. */
  name: string;
  title: string;
  simbol: string;
  value: Json<string[]>;
  variable: Json<string[]>;
  required: boolean;
  conditional: boolean;
  statement: NullableJson<Statement>;
  help: string | null;
  placeholder: string | null;
  validation: NullableJson<Validation>;
  position: number;
}

export interface ElementsTable extends QuestionColumns {
  id: string;
  document_id: string;
  page_id: string;
  /** A calculation's settings (migration 0013); null for any other element type. */
  calculation: ColumnType<Calculation | null, string | null | undefined, string | null>;
  /** A validation rule's settings (migration 0013); null for any other element type. */
  validation_rule: ColumnType<ValidationRule | null, string | null | undefined, string | null>;
}

export interface ItemsTable extends QuestionColumns {
  id: string;
  document_id: string;
  element_id: string;
  parent_item_id: string | null;
  /** parent_item_id, or element_id for the element's own items: the list its position is in. */
  parent_key: GeneratedAlways<string>;
}

export type WorkspaceRow = Selectable<WorkspacesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type PageRow = Selectable<PagesTable>;
export type ElementRow = Selectable<ElementsTable>;
export type ItemRow = Selectable<ItemsTable>;
