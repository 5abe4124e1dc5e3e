import { ApiError } from '../errors/ApiError';
import { integrationMessages } from './integrationMessages';

// The device flow's refusals keep RFC 8628's error names as codes, so an add-in written against
// the RFC reads them as it expects.
export const integrationErrors = {
  authorizationPending: () =>
    new ApiError(400, 'AUTHORIZATION_PENDING', integrationMessages.authorizationPending),
  slowDown: (retryAfter: number) =>
    new ApiError(429, 'SLOW_DOWN', integrationMessages.slowDown, undefined, retryAfter),
  expiredToken: () => new ApiError(400, 'EXPIRED_TOKEN', integrationMessages.expiredToken),
  accessDenied: () => new ApiError(403, 'ACCESS_DENIED', integrationMessages.accessDenied),
  requestNotFound: () =>
    new ApiError(404, 'DEVICE_REQUEST_NOT_FOUND', integrationMessages.requestNotFound),
  requestDecided: () =>
    new ApiError(409, 'DEVICE_REQUEST_DECIDED', integrationMessages.requestDecided),
  tokenNotFound: () =>
    new ApiError(404, 'INTEGRATION_TOKEN_NOT_FOUND', integrationMessages.tokenNotFound),
  scopeRefused: (scopes: readonly string[]) =>
    new ApiError(403, 'SCOPE_REFUSED', integrationMessages.scopeRefused(scopes.join(', '))),
  neverAllowed: () =>
    new ApiError(403, 'INTEGRATION_NOT_ALLOWED', integrationMessages.neverAllowed),
};
