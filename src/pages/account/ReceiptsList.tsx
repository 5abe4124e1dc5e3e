import type { ReceiptsAnswer } from '@schemas/api/payments';
import { formatDay, formatMoney } from '../payment/formatMoney';
import { subscriptionMessages } from './subscriptionMessages';

export function ReceiptsList({ receipts }: { receipts: ReceiptsAnswer['receipts'] }) {
  const texts = subscriptionMessages;
  if (receipts.length === 0)
    return <p className="text-sm text-muted-foreground">{texts.noReceipts}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-2 pe-4 font-medium">{texts.receiptColumns.date}</th>
            <th className="py-2 pe-4 font-medium">{texts.receiptColumns.number}</th>
            <th className="py-2 pe-4 font-medium">{texts.receiptColumns.concept}</th>
            <th className="py-2 pe-4 font-medium">{texts.receiptColumns.amount}</th>
            <th className="py-2 font-medium">{texts.receiptColumns.status}</th>
          </tr>
        </thead>
        <tbody>
          {receipts.map((receipt) => (
            <tr key={receipt.chargeId} className="border-t align-top">
              <td className="py-2 pe-4 whitespace-nowrap">{formatDay(receipt.date)}</td>
              <td className="py-2 pe-4">{receipt.receiptNumber ?? '—'}</td>
              <td className="py-2 pe-4">
                {texts.receiptKind[receipt.kind]} · {receipt.label}
                {receipt.reason && <p className="text-xs text-destructive">{receipt.reason}</p>}
              </td>
              <td className="py-2 pe-4 whitespace-nowrap">{formatMoney(receipt.amount)}</td>
              <td className="py-2">{texts.receiptStatus[receipt.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
