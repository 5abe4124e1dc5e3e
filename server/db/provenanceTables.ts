import type { Statement } from '@schemas/statement';
import type { TemplateContent } from '@schemas/template';
import type { ColumnType, Selectable } from 'kysely';

// Table shapes of migration 0020: template versions, generations and document sets.
type Json<T> = ColumnType<T, string, string>;

/** One version of a rich template's content, kept after later edits and after its deletion. */
export interface TemplateVersionsTable {
  template_id: string;
  version: number;
  account_id: string;
  document_id: string;
  /** The template's name when this version was written. */
  name: string;
  content: Json<TemplateContent>;
  created_by: string | null;
  created_at: Date;
}

export type GeneratedBy = 'guest' | 'user' | 'token';

/** One request that produced files (a document or a set). */
export interface GenerationsTable {
  id: string;
  account_id: string;
  document_id: string;
  /**
   * The validated answers, sealed under the account's key (purpose `generations.answers`): a
   * string; rows written before encryption hold the answers themselves.
   */
  answers: Json<string | Record<string, unknown>>;
  /** The answers' keyed fingerprint (AccountCipher.mac), written into the files too. */
  answers_hash: string;
  /** 'published': a guest's answers, validated against a published version; 'draft': a
   * signed-in user's, against the interview as it was (the document's own version). */
  interview_source: 'published' | 'draft';
  interview_version: number;
  published_version_id: string | null;
  generated_by: GeneratedBy;
  user_id: string | null;
  guest_ref: string | null;
  /** The id of the API token that authenticated the request, when one did. */
  token_id: string | null;
  regenerated_from: string | null;
  created_at: Date;
}

/** One template of a document's set, in order, generated when its condition holds. */
export interface DocumentSetMembersTable {
  document_id: string;
  account_id: string;
  template_id: string;
  template_kind: 'word' | 'rich';
  position: number;
  statement: ColumnType<Statement | null, string | null, string | null>;
}

export type GenerationRow = Selectable<GenerationsTable>;
