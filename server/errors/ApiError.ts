import type { ErrorCode } from '@schemas/api/errorCodes';
import type { FieldError } from '@schemas/api/errors';
import { errorMessages } from '../messages';

// The one error type services throw. It carries the HTTP status, a stable machine code for
// integrators and the Spanish message shown to the person. Anything else thrown becomes a 500
// with the catalogue's generic text; its details stay in the log.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** Seconds, for 429 and 503 answers (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a 503 tells clients to wait (DATABASE_UNAVAILABLE: the monitor retries every 0.5 s). */
const databaseRetryAfterSeconds = 2;

export const apiErrors = {
  invalidCredentials: () =>
    new ApiError(400, 'INVALID_CREDENTIALS', errorMessages.invalidCredentials),
  resetTokenInvalid: () =>
    new ApiError(400, 'RESET_TOKEN_INVALID', errorMessages.resetTokenInvalid),
  verifyTokenInvalid: () =>
    new ApiError(400, 'VERIFY_TOKEN_INVALID', errorMessages.verifyTokenInvalid),
  fieldsInvalid: (fields: FieldError[]) =>
    new ApiError(400, 'VALIDATION_FAILED', errorMessages.checkFields, fields),
  unauthenticated: () => new ApiError(401, 'UNAUTHENTICATED', errorMessages.unauthenticated),
  refreshInvalid: () => new ApiError(401, 'REFRESH_TOKEN_INVALID', errorMessages.unauthenticated),
  sessionProofInvalid: () =>
    new ApiError(403, 'SESSION_PROOF_INVALID', errorMessages.authorizationExpired),
  accountDisabled: () => new ApiError(403, 'ACCOUNT_DISABLED', errorMessages.accountDisabled),
  disabledByOwner: () =>
    new ApiError(403, 'ACCOUNT_DISABLED_BY_OWNER', errorMessages.disabledByOwner),
  /** Also what an operator gets from a creator-only call: to it, the call does not exist. */
  notFound: () => new ApiError(404, 'NOT_FOUND', errorMessages.notFound),
  operatorNotFound: () => new ApiError(404, 'OPERATOR_NOT_FOUND', errorMessages.operatorNotFound),
  emailInvalid: () => new ApiError(409, 'EMAIL_INVALID', errorMessages.emailInvalid),
  emailTaken: () => new ApiError(409, 'EMAIL_TAKEN', errorMessages.emailTaken),
  operatorLimit: (planLabel: string, limit: number) =>
    new ApiError(409, 'OPERATOR_LIMIT_REACHED', errorMessages.operatorLimit(planLabel, limit)),
  /** The database does not answer: the client may try again shortly (Retry-After). */
  databaseUnavailable: () =>
    new ApiError(
      503,
      'DATABASE_UNAVAILABLE',
      errorMessages.databaseUnavailable,
      undefined,
      databaseRetryAfterSeconds,
    ),
  /** The disk is full: nothing half-written was kept; the same call works once space is freed. */
  insufficientStorage: () =>
    new ApiError(507, 'INSUFFICIENT_STORAGE', errorMessages.insufficientStorage),
  /** The file store (S3) refused or did not answer: nothing was recorded as stored. */
  storageUnavailable: () =>
    new ApiError(503, 'STORAGE_UNAVAILABLE', errorMessages.storageUnavailable, undefined, 30),
  /** The server is shutting down: another instance (or this one, restarted) answers the retry. */
  shuttingDown: () =>
    new ApiError(
      503,
      'SHUTTING_DOWN',
      errorMessages.shuttingDown,
      undefined,
      databaseRetryAfterSeconds,
    ),
  idempotencyKeyInvalid: () =>
    new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', errorMessages.idempotencyKeyInvalid),
  /** The same key came with a different request: the client reused a key by mistake. */
  idempotencyKeyReused: () =>
    new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', errorMessages.idempotencyKeyReused),
  /** The first call with this key is still running after the retry waited for it. */
  idempotencyInProgress: () =>
    new ApiError(
      409,
      'IDEMPOTENCY_IN_PROGRESS',
      errorMessages.idempotencyInProgress,
      undefined,
      databaseRetryAfterSeconds,
    ),
  tooManyAttempts: (retryAfter: number) =>
    new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      errorMessages.tooManyAttempts(retryAfter),
      undefined,
      retryAfter,
    ),
};
