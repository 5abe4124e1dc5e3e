import type { Principal } from '../auth/Principal';
import { apiErrors } from '../errors/ApiError';

// Operator accounts and the account itself are managed by its owner (a creator, or the admin).
// To an operator those calls do not exist: it gets the same 404 as an unknown path, never a 403,
// because the web app reads a 403 as "your authorization is gone" and signs the person out.
export function assertCreator(principal: Principal): void {
  if (principal.role === 'operator') throw apiErrors.notFound();
}
