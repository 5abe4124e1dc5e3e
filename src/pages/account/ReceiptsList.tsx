import type { ReceiptsAnswer } from '@schemas/api/payments';
import { ListCell, ListRow, ListTable } from '@ui/ListTable';
import { formatDay, formatMoney } from '../payment/formatMoney';
import { subscriptionMessages } from './subscriptionMessages';

export function ReceiptsList({ receipts }: { receipts: ReceiptsAnswer['receipts'] }) {
  const texts = subscriptionMessages;
  const columns = texts.receiptColumns;
  if (receipts.length === 0)
    return <p className="text-sm text-muted-foreground">{texts.noReceipts}</p>;
  return (
    <ListTable columns={Object.values(columns)}>
      {receipts.map((receipt) => (
        <ListRow key={receipt.chargeId}>
          <ListCell label={columns.date} className="whitespace-nowrap">
            {formatDay(receipt.date)}
          </ListCell>
          <ListCell label={columns.number}>{receipt.receiptNumber ?? '—'}</ListCell>
          <ListCell label={columns.concept}>
            {texts.receiptKind[receipt.kind]} · {receipt.label}
            {receipt.reason && <p className="text-xs text-destructive">{receipt.reason}</p>}
          </ListCell>
          <ListCell label={columns.amount} className="whitespace-nowrap">
            {formatMoney(receipt.amount)}
          </ListCell>
          <ListCell label={columns.status}>{texts.receiptStatus[receipt.status]}</ListCell>
        </ListRow>
      ))}
    </ListTable>
  );
}
