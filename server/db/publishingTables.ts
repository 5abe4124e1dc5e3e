import type { SummarySection } from '@schemas/api/guests';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { ColumnType, Selectable } from 'kysely';

// Table shapes of migration 0005: published versions, share links, guests' answers and
// submissions. JSON columns are written as JSON text and read back parsed.
type Json<T> = ColumnType<T, string, string>;

export interface PublishedVersionsTable {
  id: string;
  document_id: string;
  /** 1, 2, 3… per document. */
  number: number;
  /** The document version the artifact was compiled from. */
  document_version: number;
  compiled: Json<CompiledInterview>;
  question_count: number;
  published_by: string;
  published_at: Date;
}

export type ShareLinkModeColumn = 'personal' | 'public';

export interface ShareLinksTable {
  id: string;
  document_id: string;
  created_by: string;
  label: string;
  mode: ShareLinkModeColumn;
  /** SHA-256 (base64url) of the link's accessData: how a guest's token is looked up. */
  token_hash: string;
  /** The accessData sealed with AES-256-GCM (shareLinks/sealAccessData.ts), to show the URL again. */
  token_sealed: string;
  /** The URL's cosmetic {userName}: a slug of the firm's name when the link was made. */
  user_name: string;
  expires_at: Date | null;
  single_use: boolean;
  /** Normalised origins (`https://estudio.ec`) allowed to call the guest API with this link. */
  allowed_origins: Json<string[]>;
  created_at: Date;
  revoked_at: Date | null;
  /** Set when a single-use link's answers are sent: the link is then `usado`. */
  used_at: Date | null;
  /** The guest sees the document beside the questions (the template reaches the guest). */
  show_document: boolean;
}

export interface GuestResponsesTable {
  id: string;
  link_id: string;
  document_id: string;
  /** The published version the answers were started on (pinned at the first open or save). */
  version_id: string;
  /** SHA-256 of a public link visitor's responseToken; null for a personal link's one response. */
  token_hash: string | null;
  answers: Json<Record<string, unknown>>;
  /** bigint: pg answers it as a string, so read it through Number(). */
  sequence: ColumnType<string | number, number, number>;
  saved_at: Date | null;
  submitted_at: Date | null;
  created_at: Date;
}

export interface GuestSubmissionsTable {
  id: string;
  response_id: string;
  link_id: string;
  document_id: string;
  version_id: string;
  /** Validated answers of visible questions only. */
  answers: Json<Record<string, unknown>>;
  summary: Json<SummarySection[]>;
  submitted_at: Date;
  /** When the lawyer's notice (alone or in a digest) was written; null → not yet. */
  noticed_at: Date | null;
}

export type PublishedVersionRow = Selectable<PublishedVersionsTable>;
export type ShareLinkRow = Selectable<ShareLinksTable>;
export type GuestResponseRow = Selectable<GuestResponsesTable>;
export type GuestSubmissionRow = Selectable<GuestSubmissionsTable>;
