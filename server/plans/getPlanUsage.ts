import type { Db } from '../db/Database';
import { countActiveOperators } from '../operators/countActiveOperators';
import { mailMonth } from './reserveAccountMail';

const bytesPerGb = 1024 ** 3;

// The account's usage against each limit of its plan (null limit: unlimited).
export async function getPlanUsage(db: Db, accountId: string, now: Date) {
  const plan = await db
    .selectFrom('accounts as a')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select(['p.documents_limit', 'p.operator_accounts', 'p.emails_per_month', 'p.storage_gb'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  const documents = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const mail = await db
    .selectFrom('account_mail_usage')
    .select('sent')
    .where('account_id', '=', accountId)
    .where('month', '=', mailMonth(now))
    .executeTakeFirst();
  const storage = await db
    .selectFrom('account_usage')
    .select('storage_bytes')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    documents: { used: Number(documents.used), limit: plan.documents_limit },
    operatorAccounts: {
      used: await countActiveOperators(db, accountId),
      limit: plan.operator_accounts,
    },
    emailsThisMonth: { used: mail?.sent ?? 0, limit: plan.emails_per_month },
    storageBytes: {
      used: Number(storage?.storage_bytes ?? 0),
      limit: plan.storage_gb === null ? null : plan.storage_gb * bytesPerGb,
    },
  };
}
