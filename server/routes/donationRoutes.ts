import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDonatedAccBody,
  DonatedAccountAnswer,
  DonatedAccountsAnswer,
  DonatedPlanAnswer,
  DonationCodeInfoAnswer,
  SearchDonatedAccOffBody,
  UpdateDonatedAccBody,
  UpdateDonatedAccOffBody,
  UpdateUserProfileOffBody,
} from '@schemas/api/donations';
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
import { originOf, withErrors } from './routeHelpers';

// Donation codes. Every refusal carries the contract's envelope (Code 'ERROR',
// Message.value). Creating, listing and expiring codes is for administrators; searching is
// public (throttled) and redeeming is the payer's own, with a session or the registration's
// payment token.
export function donationRoutes(ports: Ports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['donaciones'];
    const security = [{ bearer: [] }];
    const config = { codeMessageEnvelope: true };
    const admin = requireAdmin(ports);
    const payer = resolvePayer(ports);

    app.get(
      '/users/getDonatedAccounts',
      {
        config,
        preHandler: admin,
        schema: {
          tags,
          summary: 'Códigos de donación (administración)',
          security,
          response: withErrors({ 200: DonatedAccountsAnswer }),
        },
      },
      () => listDonationCodes(ports.db),
    );

    app.post(
      '/users/createDonatedAcc',
      {
        config,
        preHandler: admin,
        schema: {
          tags,
          summary: 'Crear un código de donación (administración)',
          security,
          body: CreateDonatedAccBody,
          response: withErrors({ 201: DonatedAccountAnswer }),
        },
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

    app.post(
      '/users/updateDonatedAcc',
      {
        config,
        preHandler: admin,
        schema: {
          tags,
          summary: 'Vencer o reactivar un código de donación (administración)',
          security,
          body: UpdateDonatedAccBody,
          response: withErrors({ 200: DonatedAccountAnswer }),
        },
      },
      (request) =>
        toggleDonationCode(ports, principalOf(request), request.body.code, originOf(request)),
    );

    app.post(
      '/users/searchDonatedAccOff',
      {
        config,
        schema: {
          tags,
          summary: 'Consultar un código de donación (sin sesión)',
          body: SearchDonatedAccOffBody,
          response: withErrors({ 200: DonationCodeInfoAnswer }),
        },
      },
      (request) => searchDonationCode(ports, request.body.codeDonation, originOf(request)),
    );

    app.post(
      '/users/updateDonatedAccOff',
      {
        config,
        preHandler: payer,
        schema: {
          tags,
          summary: 'Canjear un código de donación para la propia cuenta',
          security,
          body: UpdateDonatedAccOffBody,
          response: withErrors({ 200: DonatedPlanAnswer }),
        },
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

    app.post(
      '/users/updateUserProfileOff',
      {
        config,
        preHandler: payer,
        schema: {
          tags,
          summary: 'Aplicar al perfil el plan del código de donación canjeado',
          security,
          body: UpdateUserProfileOffBody,
          response: withErrors({ 200: DonatedPlanAnswer }),
        },
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
