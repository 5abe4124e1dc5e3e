import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../auth/authenticate';
import { assertCreator } from '../../operators/assertCreator';
import type { Payer } from '../../payments/resolvePayer';

/**
 * The signed-in account owner as the payer. Payment calls belong to the owner: an operator gets
 * the 404 of a missing route, as with other creator-only calls.
 */
export function ownerPayer(request: FastifyRequest): Payer {
  const principal = principalOf(request);
  assertCreator(principal);
  return {
    userId: principal.userId,
    accountId: principal.accountId,
    email: principal.profile.email,
    firstName: principal.profile.firstName,
    lastName: principal.profile.lastName,
    signedIn: true,
  };
}
