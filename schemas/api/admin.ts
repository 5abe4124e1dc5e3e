import Type from 'typebox';
import { nonBlank, Timestamp, Uuid } from './common';
import { faqLimits } from './fieldLimits';
import { Role } from './users';

// The administration area's calls (role admin). To anyone else they answer exactly like a path
// that does not exist.

// A query string carries text and the server does not coerce types (see buildApp), so the page
// number is validated as digits: 1 to 9999.
const Page = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' }));
const Search = Type.Optional(Type.String({ maxLength: 200 }));

export const AdminSearchQuery = Type.Object(
  { q: Search, page: Page },
  { additionalProperties: false },
);
export type AdminSearchQuery = Type.Static<typeof AdminSearchQuery>;

export const AdminUser = Type.Object({
  userId: Uuid,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Role,
  accountId: Uuid,
  namePlan: Type.String(),
  label: Type.String(),
  isEmailVerified: Type.Boolean(),
  /** Disabled by an administrator. */
  disabled: Type.Boolean(),
  /** The account was deactivated by its owner. */
  accountDeactivated: Type.Boolean(),
  createdAt: Timestamp,
});
export type AdminUser = Type.Static<typeof AdminUser>;

export const AdminUsersAnswer = Type.Object({
  users: Type.Array(AdminUser),
  total: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminUsersAnswer = Type.Static<typeof AdminUsersAnswer>;

export const AdminUserBody = Type.Object({ userId: Uuid }, { additionalProperties: false });
export type AdminUserBody = Type.Static<typeof AdminUserBody>;

export const AdminDocument = Type.Object({
  documentId: Uuid,
  name: Type.String(),
  accountId: Uuid,
  ownerEmail: Type.String(),
  workspaceName: Type.String(),
  disabled: Type.Boolean(),
  createdAt: Timestamp,
});
export type AdminDocument = Type.Static<typeof AdminDocument>;

export const AdminDocumentsAnswer = Type.Object({
  documents: Type.Array(AdminDocument),
  total: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminDocumentsAnswer = Type.Static<typeof AdminDocumentsAnswer>;

export const AdminDocumentBody = Type.Object({ documentId: Uuid }, { additionalProperties: false });
export type AdminDocumentBody = Type.Static<typeof AdminDocumentBody>;

export const AuditQuery = Type.Object(
  {
    event: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_]+$' })),
    /** An email, user id or account id: entries where it is the actor, the subject or the account. */
    who: Search,
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    /** Cursor: entries strictly older than this one (the last id of the previous page). */
    before: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type AuditQuery = Type.Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Uuid,
  at: Timestamp,
  event: Type.String(),
  accountId: Type.Union([Uuid, Type.Null()]),
  actorUserId: Type.Union([Uuid, Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  subjectUserId: Type.Union([Uuid, Type.Null()]),
  subjectEmail: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Type.Static<typeof AuditEntry>;

export const AuditAnswer = Type.Object({
  entries: Type.Array(AuditEntry),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: Type.Union([Uuid, Type.Null()]),
  events: Type.Array(Type.String()),
});
export type AuditAnswer = Type.Static<typeof AuditAnswer>;

// FAQ writes (faq/createFaq {question, answer, position}, faq/updateFaq,
// faq/deleteFaq {faq_id}). Positions are 1..n without gaps; a position moves the entry there.
const Question = nonBlank(faqLimits.question);
const AnswerText = nonBlank(faqLimits.answer);
const Position = Type.Integer({ minimum: 1, maximum: 10_000 });

export const CreateFaqBody = Type.Object(
  { question: Question, answer: AnswerText, position: Type.Optional(Position) },
  { additionalProperties: false },
);
export type CreateFaqBody = Type.Static<typeof CreateFaqBody>;

export const UpdateFaqBody = Type.Object(
  {
    faqId: Uuid,
    question: Type.Optional(Question),
    answer: Type.Optional(AnswerText),
    position: Type.Optional(Position),
  },
  { additionalProperties: false },
);
export type UpdateFaqBody = Type.Static<typeof UpdateFaqBody>;

export const DeleteFaqBody = Type.Object({ faq_id: Uuid }, { additionalProperties: false });
export type DeleteFaqBody = Type.Static<typeof DeleteFaqBody>;

/** Every entry's id, in the new order. */
export const ReorderFaqBody = Type.Object(
  { faqIds: Type.Array(Uuid, { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ReorderFaqBody = Type.Static<typeof ReorderFaqBody>;

// The administrators' "Trabajos fallidos": background jobs that failed for good (a mail the
// receiving server refused three times, a renewal pass that crashed twice…), newest first, kept a
// week. Retrying one runs it again as if new.
export const FailedJob = Type.Object({
  id: Uuid,
  /** pdf, mail, renewals, pending-charges, cleanup, account-purge. */
  queue: Type.String(),
  failedAt: Timestamp,
  /** Attempts made, the first included. */
  attempts: Type.Integer(),
  /** What the last attempt reported (never the job's content). */
  error: Type.String(),
  accountId: Type.Union([Uuid, Type.Null()]),
});
export type FailedJob = Type.Static<typeof FailedJob>;

export const FailedJobsAnswer = Type.Object({ jobs: Type.Array(FailedJob) });
export type FailedJobsAnswer = Type.Static<typeof FailedJobsAnswer>;

export const RetryJobBody = Type.Object(
  { queue: Type.String({ maxLength: 50 }), id: Uuid },
  { additionalProperties: false },
);
export type RetryJobBody = Type.Static<typeof RetryJobBody>;
