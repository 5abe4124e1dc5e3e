import type { DonatedAccount } from '@schemas/api/donations';
import type { Selectable } from 'kysely';
import type { DonatedAccountsTable } from '../db/billingTables';
import { formatSpecDate } from '../documents/formatSpecDate';

export function toDonatedAccount(
  row: Selectable<DonatedAccountsTable> & { label: string; redeemed_by_email: string | null },
): DonatedAccount {
  return {
    donated_accounts_id: row.donated_accounts_id,
    code_donation: row.code_donation,
    description: row.description,
    statusAccount: row.status_account,
    label: row.label,
    userId: row.user_id,
    redeemedByEmail: row.redeemed_by_email,
    expired: row.expired,
    createDate: formatSpecDate(row.create_date),
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}
