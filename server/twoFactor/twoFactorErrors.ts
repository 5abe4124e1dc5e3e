import { ApiError } from '../errors/ApiError';
import { twoFactorMessages } from './twoFactorMessages';

export const twoFactorErrors = {
  wrongCode: () =>
    new ApiError(400, 'TWO_FACTOR_CODE_INVALID', twoFactorMessages.wrongCode, [
      { field: 'code', message: twoFactorMessages.wrongCode },
    ]),
  // 401 like any expired credential: the client starts the login again.
  challengeExpired: () =>
    new ApiError(401, 'TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeExpired),
  notPending: () => new ApiError(409, 'TWO_FACTOR_NOT_PENDING', twoFactorMessages.notPending),
  alreadyEnabled: () =>
    new ApiError(409, 'TWO_FACTOR_ALREADY_ENABLED', twoFactorMessages.alreadyEnabled),
  notEnabled: () => new ApiError(409, 'TWO_FACTOR_NOT_ENABLED', twoFactorMessages.notEnabled),
  required: (message: string) => new ApiError(409, 'TWO_FACTOR_REQUIRED', message),
};
