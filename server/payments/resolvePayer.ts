import type { FastifyRequest } from 'fastify';
import { authenticate, principalOf } from '../auth/authenticate';
import { apiErrors } from '../errors/ApiError';
import { assertCreator } from '../operators/assertCreator';
import type { Ports } from '../ports/Ports';
import { verifyPaymentToken } from './paymentTokens';

/** Whoever pays: the owner of the account (a creator or the admin), never an operator. */
export interface Payer {
  userId: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** false when acting through a payment token (no session). */
  signedIn: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by resolvePayer on the payments and donation calls that admit a payment token. */
    payer?: Payer;
  }
}

// preHandler of the calls the /payment screen makes before anyone can sign in: with an
// Authorization header the session decides (as everywhere); without one, the body's
// `paymentToken` must name a live creator account. Operators get the same 404 as other
// creator-only calls.
export function resolvePayer(ports: Ports) {
  const signedIn = authenticate(ports);
  return async (request: FastifyRequest): Promise<void> => {
    if (request.headers.authorization) {
      await signedIn(request);
      const principal = principalOf(request);
      assertCreator(principal);
      const { profile } = principal;
      request.payer = {
        userId: principal.userId,
        accountId: principal.accountId,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        signedIn: true,
      };
      return;
    }
    const body = request.body as { paymentToken?: unknown } | undefined;
    const token = typeof body?.paymentToken === 'string' ? body.paymentToken : null;
    const userId = token ? await verifyPaymentToken(ports, token) : null;
    if (!userId) throw apiErrors.unauthenticated();
    const user = await ports.db
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select(['u.id', 'u.account_id', 'u.email', 'u.first_name', 'u.last_name'])
      .where('u.id', '=', userId)
      .where('u.role', '!=', 'operator')
      .where('u.disabled_at', 'is', null)
      .where('a.deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw apiErrors.unauthenticated();
    request.payer = {
      userId: user.id,
      accountId: user.account_id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      signedIn: false,
    };
  };
}

export function payerOf(request: FastifyRequest): Payer {
  if (!request.payer) throw apiErrors.unauthenticated();
  return request.payer;
}
