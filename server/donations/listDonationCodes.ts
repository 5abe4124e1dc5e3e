import type { DonatedAccountsAnswer } from '@schemas/api/donations';
import type { Db } from '../db/Database';
import { toDonatedAccount } from './toDonatedAccount';

/** Columns of a donation code with its plan's label and its redeemer's email. */
export function selectDonationCodes(db: Db) {
  return db
    .selectFrom('donated_accounts as d')
    .innerJoin('plans as p', 'p.name_plan', 'd.status_account')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .selectAll('d')
    .select(['p.label', 'u.email as redeemed_by_email']);
}

// users/getDonatedAccounts (administrators): every code, newest first.
export async function listDonationCodes(db: Db): Promise<DonatedAccountsAnswer> {
  const rows = await selectDonationCodes(db)
    .orderBy('d.create_date', 'desc')
    .orderBy('d.code_donation')
    .limit(1000)
    .execute();
  return { Code: 'OK', Message: { value: rows.map(toDonatedAccount) } };
}
