import type { CreateDonatedAccBody, DonatedAccountAnswer } from '@schemas/api/donations';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { createDonationCode } from './donationCode';
import { donationErrors } from './donationErrors';
import { selectDonationCodes } from './listDonationCodes';
import { toDonatedAccount } from './toDonatedAccount';

// users/createDonatedAcc (administrators): a new code granting a paid plan. The code, the date
// and the state are the server's (see CreateDonatedAccBody); Explorador needs no code.
export async function createDonatedAccount(
  ports: Ports,
  admin: Principal,
  body: CreateDonatedAccBody,
  origin: RequestOrigin,
): Promise<DonatedAccountAnswer> {
  const plan = await ports.db
    .selectFrom('plans')
    .select('name_plan')
    .where('name_plan', '=', body.statusAccount.trim().toLowerCase())
    .where('name_plan', '!=', 'explorador')
    .executeTakeFirst();
  if (!plan) throw donationErrors.planNotGrantable();
  const id = ports.random.uuid();
  const now = ports.clock.now();
  const code = createDonationCode(ports.random);
  await ports.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('donated_accounts')
      .values({
        donated_accounts_id: id,
        code_donation: code,
        description: body.description.trim(),
        status_account: plan.name_plan,
        user_id: null,
        create_date: now,
        created_by: admin.userId,
        redeemed_at: null,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, ports, {
      event: 'donation_code_created',
      accountId: null,
      actorUserId: admin.userId,
      subjectUserId: null,
      origin,
      details: { donatedAccountId: id, plan: plan.name_plan, code: maskCode(code) },
    });
  });
  const row = await selectDonationCodes(ports.db)
    .where('d.donated_accounts_id', '=', id)
    .executeTakeFirstOrThrow();
  return { Code: 'OK', Message: { value: toDonatedAccount(row) } };
}

/** The audit keeps enough of a code to recognise it, not enough to use it. */
export function maskCode(code: string): string {
  return `${code.slice(0, 4)}-…-${code.slice(-4)}`;
}
