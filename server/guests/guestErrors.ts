import { guestErrorCodes } from '@schemas/api/guests';
import { ApiError } from '../errors/ApiError';
import { errorMessages } from '../messages';
import { guestMessages } from './guestMessages';

export const guestErrors = {
  // Expired, revoked, used, or never issued: one answer, so a guessed token learns nothing.
  linkExpired: () => new ApiError(403, guestErrorCodes.linkExpired, guestMessages.linkExpired),
  originNotAllowed: () =>
    new ApiError(403, guestErrorCodes.originNotAllowed, guestMessages.originNotAllowed),
  notPublished: () => new ApiError(409, guestErrorCodes.notPublished, guestMessages.notPublished),
  answersTooLarge: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', guestMessages.answersTooLarge),
  /** Another document's id through a guest token: like a missing object. */
  notFound: () => new ApiError(404, 'NOT_FOUND', errorMessages.notFound),
};
