import { errorMessages } from '../messages';
import { ApiError } from './ApiError';

/** Refusals of a request's body as such, before any route reads it. */
export const requestErrors = {
  tooDeep: (maxDepth: number) =>
    new ApiError(400, 'BODY_TOO_DEEP', errorMessages.bodyTooDeep(maxDepth)),
  forbiddenKeys: () => new ApiError(400, 'FORBIDDEN_KEYS', errorMessages.forbiddenKeys),
};
