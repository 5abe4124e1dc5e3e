import Type from 'typebox';
import { CompiledInterview } from '../compiledInterview';
import { limits } from '../limits';
import { TemplateContentBody } from '../template';
import { nonBlank, Timestamp, Uuid } from './common';
import { Version } from './documents';
import { GeneratedFile } from './generation';

export { guestAuthorizationScheme, guestErrorCodes, responseTokenHeader } from './guestProtocol';

// Publishing, share links, guests and their submissions. The spec names only
// `documents/getMasterGuestUser` (with a query string) and `/questionary/{userName}/{accessData}`;
// the other calls follow the Documents calls' style: snake_case on create and act, camelCase in
// answers.
//
// Three principals:
// - signed-in users (creator or operator) publish, create and revoke links and read submissions
//   of their account's documents, like every other documents call;
// - a guest holds `accessData`, the random token in a share link's URL. It is a token of its own
//   type, sent as `Authorization: Guest <accessData>`; it opens one document's published
//   interview through the guest calls below and nothing else (a lawyer call answers 401);
// - on a public link (embeds, a link published on the firm's site) each visitor also holds a
//   `responseToken`, sent as `Minuta-Response: <responseToken>`, naming their own answers.
//
// Answers cross as the interview's answer object (`{nombre: 'Ana', herederos: [{…}]}`), bounded
// by `guestAnswersMaxBytes` serialized.

export const guestAnswersMaxBytes = 512 * 1024;

export const GuestAnswers = Type.Record(Type.String(), Type.Unknown(), {
  maxProperties: limits.questionsPerInterview,
});
export type GuestAnswers = Type.Static<typeof GuestAnswers>;

// ---- Publishing ------------------------------------------------------------------------------

export const PublishedVersion = Type.Object({
  id: Uuid,
  documentId: Uuid,
  /** 1, 2, 3… per document. */
  number: Type.Integer({ minimum: 1 }),
  /** The document version it was compiled from. */
  documentVersion: Version,
  publishedAt: Timestamp,
  /** Full name of who published it. */
  publishedBy: Type.String(),
  questionCount: Type.Integer({ minimum: 0 }),
});
export type PublishedVersion = Type.Static<typeof PublishedVersion>;

/**
 * Compiles the document's current interview and stores the artifact as the next immutable
 * version. `version` is the document version the lawyer is looking at: a stale one is refused
 * (409 STALE_VERSION), so what is published is what was reviewed. An interview with blocking
 * problems, or without questions, is refused with 400 VALIDATION_FAILED and the engine's Spanish
 * messages. Publishing does not change the document, so its `version` does not move. 201 with the
 * new version; 200 with the latest one when it was already compiled from this document version.
 */
export const PublishDocBody = Type.Object({ document_id: Uuid, version: Version });
export type PublishDocBody = Type.Static<typeof PublishDocBody>;

export const PublishDocAnswer = Type.Object({ published: PublishedVersion });
export type PublishDocAnswer = Type.Static<typeof PublishDocAnswer>;

/** GET documents/getPublishedVersions/:documentId, newest first. */
export const PublishedVersionsAnswer = Type.Object({ versions: Type.Array(PublishedVersion) });
export type PublishedVersionsAnswer = Type.Static<typeof PublishedVersionsAnswer>;

// ---- Share links -----------------------------------------------------------------------------

/**
 * `personal`: a link for one client; it holds one set of answers, resumed from any device with the
 * link. `public`: a link for many (an embed, the firm's website); each visitor gets their own
 * answers, resumed in the same browser through `responseToken`.
 */
export const ShareLinkMode = Type.Union([Type.Literal('personal'), Type.Literal('public')]);
export type ShareLinkMode = Type.Static<typeof ShareLinkMode>;

/** activo, or why it no longer opens. `usado`: a single-use link whose answers were sent. */
export const ShareLinkStatus = Type.Union([
  Type.Literal('activo'),
  Type.Literal('vencido'),
  Type.Literal('revocado'),
  Type.Literal('usado'),
]);
export type ShareLinkStatus = Type.Static<typeof ShareLinkStatus>;

/** `https://estudio.ec` or `http://localhost:8080`: scheme, host and optional port, no path. */
export const AllowedOrigin = Type.String({
  maxLength: 200,
  pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
});

export const ShareLink = Type.Object({
  id: Uuid,
  documentId: Uuid,
  /** Who or what the link is for: "Juan Pérez", "Sitio web". */
  label: Type.String(),
  mode: ShareLinkMode,
  /**
   * `/questionary/{userName}/{accessData}` on the app's public address. `url` and `accessData` are
   * '' if the server secret changed since the link was made: it still opens, it cannot be shown.
   */
  url: Type.String(),
  userName: Type.String(),
  accessData: Type.String(),
  expiresAt: Type.Union([Timestamp, Type.Null()]),
  singleUse: Type.Boolean(),
  /** Sites allowed to embed the link (CORS); empty: only our own pages. */
  allowedOrigins: Type.Array(Type.String()),
  /** «Mostrar el documento al cliente mientras responde». */
  showDocument: Type.Boolean(),
  status: ShareLinkStatus,
  createdAt: Timestamp,
  revokedAt: Type.Union([Timestamp, Type.Null()]),
  /** Visitors who saved answers, and submissions received. */
  responses: Type.Integer({ minimum: 0 }),
  submissions: Type.Integer({ minimum: 0 }),
});
export type ShareLink = Type.Static<typeof ShareLink>;

/** Needs a published version (409 NOT_PUBLISHED otherwise). */
export const CreateShareLinkBody = Type.Object({
  document_id: Uuid,
  label: nonBlank(limits.nameLength),
  mode: Type.Optional(ShareLinkMode),
  /** ISO 8601, in the future; omitted or null: never expires. */
  expires_at: Type.Optional(Type.Union([Timestamp, Type.Null()])),
  single_use: Type.Optional(Type.Boolean()),
  allowed_origins: Type.Optional(Type.Array(AllowedOrigin, { maxItems: 10 })),
  /**
   * «Mostrar el documento al cliente mientras responde»: the guest sees the document the answers
   * make, beside the questions. Off by default: the template reaches no guest otherwise.
   */
  show_document: Type.Optional(Type.Boolean()),
});
export type CreateShareLinkBody = Type.Static<typeof CreateShareLinkBody>;

export const ShareLinkAnswer = Type.Object({ link: ShareLink });
export type ShareLinkAnswer = Type.Static<typeof ShareLinkAnswer>;

/** GET documents/getShareLinks/:documentId, newest first. */
export const ShareLinksAnswer = Type.Object({ links: Type.Array(ShareLink) });
export type ShareLinksAnswer = Type.Static<typeof ShareLinksAnswer>;

export const RevokeShareLinkBody = Type.Object({ link_id: Uuid });
export type RevokeShareLinkBody = Type.Static<typeof RevokeShareLinkBody>;

// ---- Submissions -----------------------------------------------------------------------------

/** One answer as a person reads it in a summary: the question and the formatted answer. */
export const SummaryLine = Type.Object({
  path: Type.String(),
  label: Type.String(),
  value: Type.String(),
});
export type SummaryLine = Type.Static<typeof SummaryLine>;

export const SummarySection = Type.Object({
  pageId: Type.String(),
  title: Type.String(),
  lines: Type.Array(SummaryLine),
});
export type SummarySection = Type.Static<typeof SummarySection>;

export const Submission = Type.Object({
  id: Uuid,
  documentId: Uuid,
  linkId: Uuid,
  linkLabel: Type.String(),
  versionNumber: Type.Integer({ minimum: 1 }),
  submittedAt: Timestamp,
  /** The validated answers of visible questions (hidden ones pruned). */
  answers: GuestAnswers,
  summary: Type.Array(SummarySection),
});
export type Submission = Type.Static<typeof Submission>;

/** GET documents/getSubmissions/:documentId, newest first. */
export const SubmissionsAnswer = Type.Object({ submissions: Type.Array(Submission) });
export type SubmissionsAnswer = Type.Static<typeof SubmissionsAnswer>;

// ---- Guest calls -------------------------------------------------------------------------------

/** GET documents/getMasterGuestUser?userName=…&accessData=… (the spec's query string). */
export const MasterGuestUserQuery = Type.Object({
  userName: Type.String({ maxLength: 200 }),
  accessData: Type.String({ minLength: 1, maxLength: 200 }),
});
export type MasterGuestUserQuery = Type.Static<typeof MasterGuestUserQuery>;

export const GuestResponseState = Type.Object({
  answers: GuestAnswers,
  /** The highest autosave sequence stored; 0 when nothing was saved yet. */
  sequence: Type.Integer({ minimum: 0 }),
  savedAt: Type.Union([Timestamp, Type.Null()]),
  submittedAt: Type.Union([Timestamp, Type.Null()]),
});
export type GuestResponseState = Type.Static<typeof GuestResponseState>;

/**
 * What the guest's page needs. `version` is the published version the answers are pinned to
 * (the latest one until they exist). On a personal link the first open creates the link's empty
 * answers, pinning the version; on a public link `response` is null until the visitor's first
 * save (getMasterGuestUser creates nothing there), or when the `Minuta-Response` token sent names
 * no answers of this link. `firm.imageProfileUrl` is absolute (embeds run on other sites).
 */
const GuestFirm = Type.Object({
  name: Type.String(),
  imageProfileUrl: Type.Union([Type.String(), Type.Null()]),
  /** The firm account's plan (`namePlan`): the spec's guest data, kept by the guest page under
   *  the `userPlan` local storage key. */
  userPlan: Type.String(),
});
const GuestDocument = Type.Object({
  id: Uuid,
  name: Type.String(),
  /** "Una pregunta a la vez": the page shows one question per screen. */
  oneQuestionAtATime: Type.Optional(Type.Boolean()),
});
const LastSubmission = Type.Union([
  Type.Object({ id: Uuid, submittedAt: Timestamp, summary: Type.Array(SummarySection) }),
  Type.Null(),
]);

/**
 * The document beside the questions, for a link that shows it: the rich template the document
 * generates (the guest's browser renders it with the engine, as the server does for the DOCX), or
 * only that it is a Word template (not drawn in the browser).
 */
export const GuestDocumentPreview = Type.Union([
  Type.Object({ kind: Type.Literal('rich'), content: TemplateContentBody }),
  // A Word template's body as its file holds it (`word/document.xml`): the guest page fills it
  // as generation does (the embed only names it).
  Type.Object({ kind: Type.Literal('word'), documentXml: Type.Optional(Type.String()) }),
]);
export type GuestDocumentPreview = Type.Static<typeof GuestDocumentPreview>;

export const MasterGuestUserAnswer = Type.Object({
  firm: GuestFirm,
  document: GuestDocument,
  version: Type.Object({ number: Type.Integer({ minimum: 1 }), compiled: CompiledInterview }),
  link: Type.Object({
    label: Type.String(),
    mode: ShareLinkMode,
    expiresAt: Type.Union([Timestamp, Type.Null()]),
    singleUse: Type.Boolean(),
  }),
  response: Type.Union([GuestResponseState, Type.Null()]),
  /** The summary of the last submission of these answers, if any. */
  submission: LastSubmission,
  /**
   * Only when the link shows the document («Mostrar el documento al cliente mientras responde»)
   * and the document generates from a template; absent otherwise, and then no template text
   * reaches the guest.
   */
  documentPreview: Type.Optional(GuestDocumentPreview),
});
export type MasterGuestUserAnswer = Type.Static<typeof MasterGuestUserAnswer>;

/**
 * The published version number the page runs (`version.number` of getMasterGuestUser). Read
 * only by the call that creates a public visitor's answers, which pins it, so a republish between
 * opening the page and the first save cannot switch the visitor to another interview; absent or
 * unknown, the latest version is pinned. Answers that exist keep their version.
 */
const RunningVersion = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }));

/** The client's autosave counter: a save lands only if it is higher than the stored one. */
const Sequence = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/**
 * Autosave. Answers are stored as sent (not validated: they are work in progress), if `sequence`
 * is higher than the stored one; an older save arriving late changes nothing and still answers
 * 200 with the stored sequence. On a public link without `Minuta-Response` (or with one naming no
 * answers of the link), the save creates the visitor's answers and returns their `responseToken`
 * (null otherwise): a client sends its first save alone and keeps the token.
 */
export const SaveGuestAnswersBody = Type.Object({
  answers: GuestAnswers,
  sequence: Sequence,
  version: RunningVersion,
});
export type SaveGuestAnswersBody = Type.Static<typeof SaveGuestAnswersBody>;

export const SaveGuestAnswersAnswer = Type.Object({
  sequence: Type.Integer({ minimum: 0 }),
  savedAt: Timestamp,
  responseToken: Type.Union([Type.String(), Type.Null()]),
  /** The published version these answers are pinned to. */
  versionNumber: Type.Integer({ minimum: 1 }),
});
export type SaveGuestAnswersAnswer = Type.Static<typeof SaveGuestAnswersAnswer>;

/**
 * Sends the answers: validated with the engine on the published version the answers were
 * started on (hidden answers pruned, never trusting the client). Refused with 400
 * VALIDATION_FAILED and `fields: [{field: 'herederos.0.nombre', message}]` (answer paths, one
 * entry per message), nothing stored. `sequence`, when given, also saves the answers like an
 * autosave with that counter (so a reopened link shows what was sent). A single-use link is
 * `usado` afterwards.
 */
export const SubmitGuestAnswersBody = Type.Object({
  answers: GuestAnswers,
  sequence: Type.Optional(Sequence),
  version: RunningVersion,
});
export type SubmitGuestAnswersBody = Type.Static<typeof SubmitGuestAnswersBody>;

export const SubmitGuestAnswersAnswer = Type.Object({
  submission: Type.Object({
    id: Uuid,
    documentId: Uuid,
    submittedAt: Timestamp,
    summary: Type.Array(SummarySection),
  }),
  responseToken: Type.Union([Type.String(), Type.Null()]),
});
export type SubmitGuestAnswersAnswer = Type.Static<typeof SubmitGuestAnswersAnswer>;

/**
 * GET documents/getGuestResult/:documentId — the `/resultado/{documentId}` page: the last
 * submission of these answers (`Authorization: Guest`, and `Minuta-Response` on a public link).
 * Answers on an `activo` or `usado` link (a single-use link still shows its own result); another
 * document's id answers 404 like a missing one.
 */
export const GuestResultAnswer = Type.Object({
  firm: GuestFirm,
  document: GuestDocument,
  submission: LastSubmission,
  /**
   * What the guest may download once the answers are sent: the document's selected template
   * (null while the lawyer has not chosen one: nothing to download), generated with
   * `{storage}/generateTemp {template_path: templateId, tempToken: accessData, convert_to_pdf}`
   * from the answers sent. PDF always; Word too when the document's `docx` flag is on.
   */
  delivery: Type.Object({ templateId: Type.Union([Uuid, Type.Null()]), docx: Type.Boolean() }),
  /** The files generated for these answers, newest first, with fresh download links. */
  files: Type.Array(GeneratedFile),
});
export type GuestResultAnswer = Type.Static<typeof GuestResultAnswer>;
