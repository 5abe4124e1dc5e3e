// Every machine code the API answers a refusal with (ErrorBody.code), in one list: the server's
// error factories take an ErrorCode, and a client comparing a code compares an ErrorCode, so a
// misspelt code does not compile on either side. A new refusal adds its code here.
export const errorCodes = [
  // Any call: the request as such.
  'VALIDATION_FAILED',
  'MALFORMED_BODY',
  'BODY_TOO_DEEP',
  'FORBIDDEN_KEYS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // Any call: the server.
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'SHUTTING_DOWN',
  // Sessions and accounts.
  'UNAUTHENTICATED',
  'REFRESH_TOKEN_INVALID',
  'SESSION_PROOF_INVALID',
  'INVALID_CREDENTIALS',
  'RESET_TOKEN_INVALID',
  'VERIFY_TOKEN_INVALID',
  'SIGN_IN_LINK_INVALID',
  'ACCOUNT_DISABLED',
  'ACCOUNT_DISABLED_BY_OWNER',
  'ACCOUNT_DELETED',
  'ACCOUNT_DELETION_REFUSED',
  'EXPORT_LINK_EXPIRED',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'USER_NOT_FOUND',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_CODE_REQUIRED',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_NOT_PENDING',
  // Operators and plans.
  'OPERATOR_NOT_FOUND',
  'OPERATOR_LIMIT_REACHED',
  'DOCUMENT_LIMIT_REACHED',
  'TEMPLATE_LIMIT_REACHED',
  'STORAGE_LIMIT_REACHED',
  'MAIL_LIMIT_REACHED',
  'SCENARIO_LIMIT_REACHED',
  'CLAUSE_LIMIT_REACHED',
  // Documents, templates, scenarios.
  'STALE_VERSION',
  'ID_IN_USE',
  'DOCUMENT_NOT_FOUND',
  'DOCUMENT_DISABLED',
  'INTERVIEW_FILE_TOO_LARGE',
  'TEMPLATE_DELETED',
  'TEMPLATE_INVALID',
  'SCENARIO_NAME_TAKEN',
  'SCENARIO_NOT_CHANGED',
  'NOT_SUBMITTED',
  'NO_ANSWERS_KEPT',
  'SET_EMPTY',
  // Images and Word templates.
  'IMAGE_NOT_FOUND',
  'IMAGE_TOO_LARGE',
  'IMAGE_TYPE_UNSUPPORTED',
  'FILE_TOO_LARGE',
  'TEMPLATE_TOO_LARGE',
  'TEMPLATE_NOT_DOCX',
  'TEMPLATE_DAMAGED',
  'TEMPLATE_REFUSED',
  'NOT_A_DOCUMENT',
  // Generation and downloads.
  'WORD_GENERATION_FAILED',
  'DOCX_BUSY',
  'DOCX_TIMEOUT',
  'DOCX_TOO_LARGE',
  'PDF_BUSY',
  'PDF_TIMEOUT',
  'PDF_UNAVAILABLE',
  'PDF_STOPPED',
  'PDF_CONVERSION_FAILED',
  'PDF_INPUT_MISSING',
  'FILE_LINK_EXPIRED',
  // Guests and share links.
  'GUEST_LINK_EXPIRED',
  'ORIGIN_NOT_ALLOWED',
  'NOT_PUBLISHED',
  // Payments and donation codes.
  'PAYMENT_REQUIRED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAID_SUBSCRIPTION_ACTIVE',
  'ALREADY_SUBSCRIBED',
  'DOWNGRADE_NEEDS_SEATS',
  'PLAN_IS_FREE',
  'PLAN_NOT_FOR_SALE',
  'NOTHING_DUE',
  'NO_CARD',
  'WRONG_CHECKOUT',
  'NOTIFICATION_SIGNATURE_INVALID',
  'NOTIFICATION_STALE',
  'DONATION_CODE_INVALID',
  'DONATION_CODE_EXPIRED',
  'DONATION_ALREADY_REDEEMED',
  // Administration.
  'CANNOT_DISABLE_ADMIN',
  'CANNOT_DISABLE_SELF',
  'FAQ_NOT_FOUND',
  'JOB_NOT_FOUND',
  // Integration tokens and the device flow.
  'INTEGRATION_NOT_ALLOWED',
  'INTEGRATION_TOKEN_NOT_FOUND',
  'SCOPE_REFUSED',
  'AUTHORIZATION_PENDING',
  'SLOW_DOWN',
  'ACCESS_DENIED',
  'EXPIRED_TOKEN',
  'DEVICE_REQUEST_NOT_FOUND',
  'DEVICE_REQUEST_DECIDED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/**
 * The code of a refusal's body as a client reads it: one of ours, or null (no body, or a body
 * that is not our API's, such as a proxy's error page).
 */
export function errorCodeOf(value: unknown): ErrorCode | null {
  return typeof value === 'string' && knownCodes.has(value) ? (value as ErrorCode) : null;
}

/** A failed call's code on the client: the server's, or the client's own when no answer came. */
export type FailureCode = ErrorCode | 'NO_CONNECTION';

export function failureCodeOf(value: unknown): FailureCode | null {
  return value === 'NO_CONNECTION' ? value : errorCodeOf(value);
}
