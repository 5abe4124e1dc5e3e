import type { ErrorCode, FailureCode } from '@schemas/api/errorCodes';
import { messages } from '../messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// A failed call, with the Spanish message to show. `fields` carries per-field messages of a 400.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: FailureCode | null = null,
    readonly fields: ReadonlyArray<{ field: string; message: string }> = [],
    /** The server's id for the request (5xx answers), already part of `message`. */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// A failure of the server names its request ("Código de referencia: …") wherever its message is
// shown, so a person can quote it to support and support can find the log lines.
export function withReference(message: string, requestId: string | null): string {
  return requestId ? `${message} ${messages.errors.reference(requestId)}` : message;
}

// The error catalogue, in one place. The server answers with the catalogue's
// own Spanish message and a machine code; this table decides the text when an answer carries
// none (a proxy's error page, a dropped connection), and names the codes that pick a variant.
export function messageForStatus(
  status: number,
  method: HttpMethod,
  code: ErrorCode | null = null,
): string {
  const catalogue = messages.errors;
  switch (status) {
    case 0:
      return catalogue.noConnection;
    case 400:
      return code === 'RESET_TOKEN_INVALID'
        ? catalogue.resetTokenInvalid
        : catalogue.badCredentials;
    case 403:
      return code === 'DONATION_CODE_EXPIRED'
        ? catalogue.donationCodeInvalid
        : catalogue.authorizationExpired;
    case 404:
      return method === 'POST' ? catalogue.notFoundCredentials : catalogue.serviceNotFound;
    case 409:
      return code === 'EMAIL_INVALID' ? catalogue.emailInvalid : catalogue.userExists;
    case 430:
      return catalogue.paymentInvalid;
    case 500:
      if (code === 'ACCOUNT_DISABLED') return catalogue.accountDisabled;
      if (code === 'DOCUMENT_DISABLED') return catalogue.documentDisabled;
      if (code === 'WORD_GENERATION_FAILED') return catalogue.checkFields;
      return catalogue.tryLater;
    default:
      return catalogue.otherStatus(status);
  }
}

// The text to show for anything thrown by a call.
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.errors.fallback;
}
