import { isEmailAddress } from '@schemas/api/formRules';
import type { CreateOperatorBody, OperatorAccount } from '@schemas/api/operators';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { apiErrors } from '../errors/ApiError';
import { enqueueMail } from '../mail/enqueueMail';
import { mailTexts } from '../mail/mailTexts';
import { assertPaymentInGoodStanding } from '../plans/assertPaymentInGoodStanding';
import { reserveAccountMail } from '../plans/reserveAccountMail';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { appLinks } from '../users/appLinks';
import { issueUserToken } from '../users/issueUserToken';
import { isUniqueViolation } from '../users/isUniqueViolation';
import { normalizeEmail } from '../users/normalizeEmail';
import { assertCreator } from './assertCreator';
import { countActiveOperators } from './countActiveOperators';
import { lockAccountPlan } from './lockAccountPlan';
import { operatorColumns, toOperatorAccount } from './toOperatorAccount';

// users/createOpeAccount (the spec names no call for it). The operator joins the creator's
// account without a password; the invitation mail opens the reset page, where it chooses one.
export async function createOperator(
  ports: Ports,
  principal: Principal,
  body: CreateOperatorBody,
  origin: RequestOrigin,
): Promise<OperatorAccount> {
  assertCreator(principal);
  const email = normalizeEmail(body.email);
  if (!isEmailAddress(email)) throw apiErrors.emailInvalid();
  try {
    return await ports.db.transaction().execute(async (trx) => {
      const now = ports.clock.now();
      const plan = await lockAccountPlan(trx, principal.accountId);
      await assertPaymentInGoodStanding(trx, principal.accountId);
      if ((await countActiveOperators(trx, principal.accountId)) >= plan.operator_accounts) {
        throw apiErrors.operatorLimit(plan.label, plan.operator_accounts);
      }
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) throw apiErrors.emailTaken();
      const operator = await trx
        .insertInto('users')
        .values({
          id: ports.random.uuid(),
          account_id: principal.accountId,
          role: 'operator',
          email,
          password_hash: null,
          first_name: body.firstName.trim(),
          last_name: body.lastName.trim(),
          phone: body.phone?.trim() || null,
          image_profile_url: null,
          email_verified_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning(operatorColumns)
        .executeTakeFirstOrThrow();
      const creator = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      const lifetime = ports.config.auth.inviteTokenSeconds;
      const token = await issueUserToken(trx, ports, operator.id, 'invite', lifetime);
      const link = appLinks.resetPassword(ports.config.appUrl, token);
      // The invitation is mail sent on the account's behalf: it counts against the plan.
      await reserveAccountMail(trx, principal.accountId, now);
      const creatorName = `${creator.first_name} ${creator.last_name}`.trim();
      await enqueueMail(trx, ports, {
        kind: 'invite',
        to: email,
        ...mailTexts.inviteOperator(operator.first_name, creatorName, link),
      });
      await recordAudit(trx, ports, {
        event: 'operator_created',
        accountId: principal.accountId,
        actorUserId: principal.userId,
        subjectUserId: operator.id,
        origin,
      });
      return toOperatorAccount(operator);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw apiErrors.emailTaken();
    throw error;
  }
}
