import type { WordPlaceholder } from '@schemas/api/generation';
import type { ColumnType } from 'kysely';

// Table shapes of migration 0007: Word templates, generated files and their download links.
type Json<T> = ColumnType<T, string, string>;

/** The spec's templatesDoc: an uploaded Word template, stored after the upload gate. */
export interface WordTemplatesTable {
  id: string;
  account_id: string;
  document_id: string;
  /** The uploaded file's name, as the lawyer knows it (the spec's docName). */
  name: string;
  /** The sanitized .docx in the file storage (`word-templates/<32 hex>.docx`). */
  storage_key: string;
  size_bytes: number;
  /** Placeholders found at upload; checked against the interview each time they are listed. */
  placeholders: Json<WordPlaceholder[]>;
  /** What the upload gate removed (external links, fields), in Spanish. */
  warnings: Json<string[]>;
  uploaded_by: string | null;
  created_at: Date;
}

export interface GeneratedFilesTable {
  id: string;
  account_id: string;
  document_id: string;
  template_id: string;
  template_kind: 'word' | 'rich';
  format: 'docx' | 'pdf';
  /** The download's file name. */
  name: string;
  storage_key: string;
  size_bytes: number;
  /** The signed-in user who generated it; null for a guest. */
  created_by: string | null;
  /** Whatever identifies the guest link that generated it (set by the guest seam). */
  guest_ref: string | null;
  created_at: Date;
  /** Migration 0020: the generation it belongs to (null for files made before provenance). */
  generation_id: ColumnType<string | null, string | null | undefined, never>;
  /** The template's version (a rich template's counter; 1 for a Word template). */
  template_version: ColumnType<number | null, number | null | undefined, never>;
  template_name: ColumnType<string | null, string | null | undefined, never>;
  /** sha256 (hex) of the stored bytes, as handed out: an untouched copy matches it exactly. */
  content_hash: ColumnType<string | null, string | null | undefined, never>;
  /** sha256 (hex) of the text a person reads in the file (provenance/extractText). */
  text_hash: ColumnType<string | null, string | null | undefined, never>;
  /** Migration 0022: the member's place in its generation's set (1..n). */
  set_position: ColumnType<number | null, number | null | undefined, never>;
}

/** A short-lived download link: sha256 of the token handed out, never the token. */
export interface FileLinksTable {
  token_hash: string;
  file_id: string;
  created_at: Date;
  expires_at: Date;
}
