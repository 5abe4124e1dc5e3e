import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  AccountMailUsageTable,
  AccountUsageTable,
  ChargesTable,
  CheckoutsTable,
  DonatedAccountsTable,
  PaymentMethodsTable,
  PaymentNotificationsTable,
  SandboxGatewayCheckoutsTable,
  SandboxGatewayPaymentsTable,
  SandboxGatewayRegistrationsTable,
  SubscriptionsTable,
} from './billingTables';
import type {
  DocumentsTable,
  ElementsTable,
  ItemsTable,
  PagesTable,
  WorkspacesTable,
} from './documentTables';
import type { FileLinksTable, GeneratedFilesTable, WordTemplatesTable } from './generationTables';
import type { ClausesTable } from './libraryTables';
import type {
  DocumentSetMembersTable,
  GenerationsTable,
  TemplateVersionsTable,
} from './provenanceTables';
import type {
  GuestResponsesTable,
  GuestSubmissionsTable,
  PublishedVersionsTable,
  ShareLinksTable,
} from './publishingTables';
import type { ScenariosTable } from './scenarioTables';
import type { TemplatesTable } from './templateTables';

// Table shapes as Kysely sees them. Timestamps are written from the Clock port, never from SQL
// `now()`, so tests can move time.
export interface Database {
  plans: PlansTable;
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  user_tokens: UserTokensTable;
  user_preferences: UserPreferencesTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  workspaces: WorkspacesTable;
  documents: DocumentsTable;
  pages: PagesTable;
  elements: ElementsTable;
  items: ItemsTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  developer_requests: DeveloperRequestsTable;
  images: ImagesTable;
  published_versions: PublishedVersionsTable;
  share_links: ShareLinksTable;
  guest_responses: GuestResponsesTable;
  guest_submissions: GuestSubmissionsTable;
  templates: TemplatesTable;
  scenarios: ScenariosTable;
  template_versions: TemplateVersionsTable;
  generations: GenerationsTable;
  document_set_members: DocumentSetMembersTable;
  clauses: ClausesTable;
  subscriptions: SubscriptionsTable;
  payment_methods: PaymentMethodsTable;
  checkouts: CheckoutsTable;
  charges: ChargesTable;
  payment_notifications: PaymentNotificationsTable;
  sandbox_gateway_checkouts: SandboxGatewayCheckoutsTable;
  sandbox_gateway_registrations: SandboxGatewayRegistrationsTable;
  sandbox_gateway_payments: SandboxGatewayPaymentsTable;
  donated_accounts: DonatedAccountsTable;
  account_usage: AccountUsageTable;
  account_mail_usage: AccountMailUsageTable;
  word_templates: WordTemplatesTable;
  generated_files: GeneratedFilesTable;
  file_links: FileLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  account_keys: AccountKeysTable;
  job_workers: JobWorkersTable;
  scheduled_backups: ScheduledBackupsTable;
  rate_limits: RateLimitsTable;
  file_chunks: FileChunksTable;
  recovery_codes: RecoveryCodesTable;
  integration_tokens: IntegrationTokensTable;
  device_authorizations: DeviceAuthorizationsTable;
}

export type Db = Kysely<Database>;

/** An integration token (server/integrations/); only its SHA-256 is stored. */
export interface IntegrationTokensTable {
  id: string;
  account_id: string;
  user_id: string;
  token_hash: string;
  prefix: string;
  kind: 'device' | 'personal';
  name: string;
  client: string | null;
  /** JSON array of scopes. */
  scopes: string;
  lifetime_days: number;
  created_at: Date;
  created_ip: string | null;
  created_user_agent: string | null;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** An add-in's pending connection (server/integrations/deviceFlow.ts). */
export interface DeviceAuthorizationsTable {
  id: string;
  device_code_hash: string;
  user_code: string;
  client: string;
  /** JSON array of scopes. */
  scopes: string;
  status: 'pending' | 'approved' | 'denied' | 'used';
  created_at: Date;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
  user_id: string | null;
  account_id: string | null;
  decided_at: Date | null;
  last_polled_at: Date | null;
}

/** One chunk of a file stored in the database (server/storage/createDatabaseFileStorage.ts). */
export interface FileChunksTable {
  key: string;
  n: number;
  bytes: Uint8Array;
}

/** One rate-limit window of one key (server/auth/createRateLimiter.ts). */
export interface RateLimitsTable {
  name: string;
  /** SHA-256 of the key (an email, an IP, a user id). */
  key_hash: string;
  window_ends_at: ColumnType<Date, Date, Date>;
  count: number;
}

/** A process running job workers (server/jobs/workerRegistry.ts). */
/** One run of the scheduled backups, by whichever process of the cluster took its period. */
export interface ScheduledBackupsTable {
  id: string;
  started_at: ColumnType<Date, string | Date, string | Date>;
  finished_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
  failed_at: ColumnType<Date | null, string | Date | null, string | Date | null>;
  host: string;
  pid: number;
  /** The archive's name in the BACKUP_DIR of the process that wrote it. */
  file: string | null;
}

export interface JobWorkersTable {
  id: string;
  role: string;
  host: string;
  pid: number;
  /** Jobs of each queue it runs at once: `{ "pdf": 2, "mail": 4 }`. */
  slots: ColumnType<Record<string, number>, string, string>;
  started_at: ColumnType<Date, string | Date, string | Date>;
  seen_at: ColumnType<Date, string | Date, string | Date>;
}

/** An account's data key, wrapped by the master key `key_id` (server/crypto/createDataKeys.ts). */
export interface AccountKeysTable {
  account_id: string;
  key_id: string;
  wrapped_key: string;
  created_at: Date;
}

export interface PlansTable {
  /** The spec's namePlan: explorador, inicial, corporativo, premium. */
  name_plan: string;
  label: string;
  /** Monthly price in US dollars; null means "contact us". */
  price_usd: number | null;
  description: string;
  highlighted: boolean;
  /** null means unlimited. */
  documents_limit: number | null;
  creator_accounts: number;
  operator_accounts: number;
  emails_per_month: number | null;
  storage_gb: number | null;
}

/** The tenant: a creator, its operators and everything they make. */
export interface AccountsTable {
  id: string;
  name_plan: string;
  created_at: Date;
  /** Set when the creator deactivates the account; cleared by users/enableAccount. */
  deactivated_at: Date | null;
  /** The owner requires a second factor of the account's operators. */
  operators_need_two_factor: Generated<boolean>;
  /** When the owner asked to delete the account (it is deactivated meanwhile). */
  deletion_requested_at: Generated<Date | null>;
  /** When the purge removes the account, unless the owner reactivates it before. */
  deletion_due_at: Generated<Date | null>;
}

export type Role = 'admin' | 'creator' | 'operator';

export interface UsersTable {
  id: string;
  account_id: string;
  role: Role;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id; null for an invited operator who has not chosen a password yet. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  image_profile_url: string | null;
  email_verified_at: Date | null;
  /** The spec's operator switch: a creator disables one of its operators with it. */
  is_deleted: Generated<boolean>;
  /** Bumped to end every session at once; access tokens carry the value they were issued at. */
  session_version: Generated<number>;
  /** Set by an administrator: the user cannot sign in until an administrator enables it. */
  disabled_at: Generated<Date | null>;
  created_at: Date;
  updated_at: Date;
  /** The TOTP secret (base32), sealed with the account's data key; null without two-factor. */
  totp_secret: Generated<string | null>;
  /** A secret shown for enrolment, not yet confirmed with a code. */
  totp_pending: Generated<string | null>;
  totp_enabled_at: Generated<Date | null>;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: Generated<string | null>;
}

/** Single-use recovery codes of a user's second factor, stored as SHA-256 hashes. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: Date;
}

/** One login; its refresh tokens form a family that is revoked together. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Date;
  idle_expires_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  /** sha256 of the token handed out; the token itself is never stored. */
  token_hash: string;
  session_id: string;
  created_at: Date;
  /** Set on rotation; a second use of the same token revokes the session. */
  used_at: Date | null;
}

export type UserTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'invite'
  | 'account_export'
  | 'sign_in_link';

/** Single-use tokens sent by mail (verification, reset, operator invitation), stored hashed. */
export interface UserTokensTable {
  token_hash: string;
  user_id: string;
  purpose: UserTokenPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface UserPreferencesTable {
  user_id: string;
  pref_id: number;
  enabled: boolean;
  updated_at: Date;
}

/**
 * Durable outbox: a mail is a row written in the same transaction as the change that caused it,
 * sent later by the worker. Bodies are cleared once sent because they may carry live tokens.
 */
export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  created_at: Date;
  /** When delivery is next tried (the job's own schedule, kept here for people reading). */
  next_attempt_at: Date;
  /** The account the mail is about, when there is one: mail jobs are shared fairly by account. */
  account_id: string | null;
  attempts: Generated<number>;
  rejections: Generated<number>;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  /** Where "Responder" goes: the visitor, on the team's copy of a contact message. */
  reply_to: string | null;
}

export interface AuditLogTable {
  id: string;
  at: Date;
  event: string;
  account_id: string | null;
  actor_user_id: string | null;
  subject_user_id: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string, string>;
}

/** The spec's FAQ. `position` orders the list and is unique. */
export interface FaqsTable {
  faq_id: string;
  question: string;
  answer: string;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** A message sent from the public contact page; `ip` is the sender's, for abuse reports. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

/** A request for the development service, with the estimate the server gave for its kind. */
export interface DeveloperRequestsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  automation_kind: string;
  description: string;
  estimate_min: number;
  estimate_max: number;
  currency: 'USD';
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

/**
 * An uploaded image. `name` (`<32 hex>.<ext>`) is both its storage key under `images/` and the
 * last segment of its public URL; the account owns it.
 */
export interface ImagesTable {
  name: string;
  account_id: string;
  uploaded_by: string;
  kind: 'profile' | 'template';
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  created_at: Date;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;

/**
 * The first answer to a call sent with an Idempotency-Key, replayed to retries of the same call
 * by the same caller for 24 hours (server/idempotency/).
 */
export interface IdempotencyKeysTable {
  /** Who called: `user:<id>`, `guest:<link>:<response>`, `link:<sha256 of tempToken>`, `public`. */
  scope: string;
  key: string;
  /** SHA-256 of method, route and body: the same key with another request is refused (422). */
  request_hash: string;
  /** `processing` while the first call runs (others wait); `done` once its answer is stored. */
  status: 'processing' | 'done';
  /** A `processing` row older than this was abandoned (the process died): it may be taken over. */
  locked_until: Date | null;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
  created_at: Date;
  expires_at: Date;
}
