import { formatNumberAs } from '@engine/index';
import type { Suscription } from '@schemas/api/plans';
import { cn } from '@ui/cn';
import { formatBytes } from '../../lib/formatBytes';
import { subscriptionMessages } from './subscriptionMessages';

const order = ['documents', 'operatorAccounts', 'emailsThisMonth', 'storageBytes'] as const;

// Usage against each limit of the plan, as bars (a limit of null is unlimited).
export function PlanUsage({ usage }: { usage: Suscription['usage'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {order.map((key) => {
        const { used, limit } = usage[key];
        const format =
          key === 'storageBytes' ? formatBytes : (n: number) => formatNumberAs('count', n);
        const share = limit === null || limit === 0 ? 0 : Math.min(1, used / limit);
        const full = limit !== null && used >= limit;
        return (
          <li key={key} className="grid gap-1 rounded-lg border p-3">
            <div className="flex justify-between gap-2 text-sm">
              <span className="text-muted-foreground">{subscriptionMessages.usage[key]}</span>
              <span className={cn('font-medium', full && 'text-destructive')}>
                {subscriptionMessages.usedOf(
                  format(used),
                  limit === null ? subscriptionMessages.unlimited : format(limit),
                )}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div
                className={cn('h-full rounded-full bg-primary', full && 'bg-destructive')}
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
