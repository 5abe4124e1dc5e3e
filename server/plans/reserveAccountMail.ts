import { sql } from 'kysely';
import type { Db } from '../db/Database';
import { assertPaymentInGoodStanding } from './assertPaymentInGoodStanding';
import { findPlanThatLifts } from './findPlanThatLifts';
import { planErrors } from './planErrors';

/** The calendar month (UTC) a mail counts in: `YYYY-MM`. */
export function mailMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

// Counts one mail sent on the account's behalf (an operator's invitation; a document shared by
// mail) against the plan's monthly allowance, inside the caller's transaction, and refuses it
// when the month's allowance is spent: 409 MAIL_LIMIT_REACHED naming the plan that lifts it.
// The increment is one conditional upsert, so parallel sends cannot overshoot. Mails Minuta
// sends to its own users (confirmation, password reset, receipts) never count.
export async function reserveAccountMail(db: Db, accountId: string, now: Date): Promise<void> {
  await assertPaymentInGoodStanding(db, accountId);
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.name_plan', 'p.label', 'p.emails_per_month'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  const limit = plan.emails_per_month;
  const month = mailMonth(now);
  if (limit === null) {
    await sql`insert into account_mail_usage (account_id, month, sent) values (${accountId}, ${month}, 1)
      on conflict (account_id, month) do update set sent = account_mail_usage.sent + 1`.execute(db);
    return;
  }
  const counted =
    limit > 0
      ? await sql<{ sent: number }>`insert into account_mail_usage (account_id, month, sent)
        values (${accountId}, ${month}, 1)
        on conflict (account_id, month) do update set sent = account_mail_usage.sent + 1
        where account_mail_usage.sent < ${limit}
        returning sent`.execute(db)
      : { rows: [] };
  if (counted.rows.length === 0) {
    const upgrade = await findPlanThatLifts(db, plan.name_plan, 'emails_per_month', limit);
    throw planErrors.mailLimit(plan.label, limit, upgrade);
  }
}
