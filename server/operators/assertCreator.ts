import type { Principal } from '../auth/Principal';
import { apiErrors } from '../errors/ApiError';

/** Operator accounts are managed by the account's owner (a creator, or the admin), never by an operator. */
export function assertCreator(principal: Principal): void {
  if (principal.role === 'operator') throw apiErrors.forbidden();
}
