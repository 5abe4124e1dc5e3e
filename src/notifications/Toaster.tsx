import { cn } from '@ui/cn';
import { useAtomValue, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { messages } from '../messages';
import {
  dismissNotificationAtom,
  type Notification,
  notificationsAtom,
} from './notificationsAtoms';

const toneClass = {
  info: 'border-border',
  success: 'border-success/50',
  error: 'border-destructive/60',
};

function Toast({ notification }: { notification: Notification }) {
  const dismiss = useSetAtom(dismissNotificationAtom);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(notification.id), 6000);
    return () => window.clearTimeout(timer);
  }, [dismiss, notification.id]);
  return (
    <li
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 border bg-popover p-3 text-sm text-popover-foreground shadow-lg',
        toneClass[notification.tone],
      )}
      role={notification.tone === 'error' ? 'alert' : 'status'}
    >
      <p className="flex-1">{notification.text}</p>
      <button
        type="button"
        onClick={() => dismiss(notification.id)}
        className="opacity-70 hover:opacity-100"
        aria-label={messages.common.close}
      >
        <X className="size-4" />
      </button>
    </li>
  );
}

export function Toaster() {
  const notifications = useAtomValue(notificationsAtom);
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-[60] grid w-[min(24rem,calc(100vw-2rem))] gap-2"
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </ol>
  );
}
