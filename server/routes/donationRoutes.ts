import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../admin/requireAdmin';
import { principalOf } from '../auth/authenticate';
import { createDonatedAccount } from '../donations/createDonatedAccount';
import { listDonationCodes } from '../donations/listDonationCodes';
import { redeemDonationCode } from '../donations/redeemDonationCode';
import { searchDonationCode } from '../donations/searchDonationCode';
import { toggleDonationCode } from '../donations/toggleDonationCode';
import { payerOf, resolvePayer } from '../payments/resolvePayer';
import { toPlan } from '../plans/toPlan';
import type { Ports } from '../ports/Ports';
import { defineRoutes } from './defineRoutes';
import { originOf } from './routeHelpers';

// Donation codes. Every refusal carries the contract's envelope (Code 'ERROR',
// Message.value). Creating, listing and expiring codes is for administrators; searching is
// public (throttled) and redeeming is the payer's own, with a session or the registration's
// payment token.
export function donationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const serve = defineRoutes(app);
    const config = { codeMessageEnvelope: true };
    const admin = requireAdmin(ports);
    const payer = resolvePayer(ports);

    serve(
      'GET users/getDonatedAccounts',
      {
        config,
        preHandler: admin,
      },
      () => listDonationCodes(ports.db),
    );

    serve(
      'POST users/createDonatedAcc',
      {
        config,
        preHandler: admin,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createDonatedAccount(
              ports,
              principalOf(request),
              request.body,
              originOf(request),
            ),
          ),
    );

    serve(
      'POST users/updateDonatedAcc',
      {
        config,
        preHandler: admin,
      },
      (request) =>
        toggleDonationCode(ports, principalOf(request), request.body.code, originOf(request)),
    );

    serve(
      'POST users/searchDonatedAccOff',
      {
        config,
      },
      (request) => searchDonationCode(ports, request.body.codeDonation, originOf(request)),
    );

    serve(
      'POST users/updateDonatedAccOff',
      {
        config,
        preHandler: payer,
      },
      async (request) =>
        donatedPlan(
          await redeemDonationCode(
            ports,
            payerOf(request),
            { userId: request.body.userId, code: request.body.codeDonation },
            originOf(request),
          ),
        ),
    );

    serve(
      'POST users/updateUserProfileOff',
      {
        config,
        preHandler: payer,
      },
      async (request) =>
        donatedPlan(
          await redeemDonationCode(
            ports,
            payerOf(request),
            { userId: request.body.userId, code: request.body.donatedCode },
            originOf(request),
          ),
        ),
    );

    const donatedPlan = async (redeemed: { userId: string; namePlan: string }) => {
      const plan = await ports.db
        .selectFrom('plans')
        .selectAll()
        .where('name_plan', '=', redeemed.namePlan)
        .executeTakeFirstOrThrow();
      return {
        Code: 'OK' as const,
        Message: { value: { userId: redeemed.userId, plan: toPlan(plan) } },
      };
    };
  };
}
