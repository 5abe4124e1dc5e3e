import type { ReceiptsAnswer } from '@schemas/api/payments';
import type { Ports } from '../ports/Ports';
import { toReceipt } from './toReceipt';

// payments/receipts (our call; the spec lists none): the account's charges, newest first, paid
// ones with their receipt number, failed ones with the reason.
export async function listReceipts(
  ports: Pick<Ports, 'db'>,
  accountId: string,
): Promise<ReceiptsAnswer> {
  const rows = await ports.db
    .selectFrom('charges as c')
    .innerJoin('plans as p', 'p.name_plan', 'c.name_plan')
    .selectAll('c')
    .select('p.label')
    .where('c.account_id', '=', accountId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(200)
    .execute();
  return { receipts: rows.map((row) => toReceipt(row, row.label)) };
}
