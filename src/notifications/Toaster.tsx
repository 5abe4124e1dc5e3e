import { cn } from '@ui/cn';
import { useAtomValue, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { messages } from '../messages';
import {
  dismissNotificationAtom,
  type Notification,
  notificationsAtom,
} from './notificationsAtoms';

// How long a notification stays when nobody attends to it.
export const notificationDuration = 6000;

const toneClass = {
  info: 'border-border',
  success: 'border-success/50',
  error: 'border-destructive/60',
};

// Radix Toast: a notification waits while the pointer or the focus is on the list (and while the
// window is in the background), closes with its button, Escape or a swipe, and the list is
// reachable with F8 (WCAG 2.2.1). Errors are announced at once, the rest politely. At most three
// are kept (notificationsAtoms).
export function Toaster() {
  const notifications = useAtomValue(notificationsAtom);
  return (
    <Toast.Provider
      duration={notificationDuration}
      swipeDirection="right"
      label={messages.common.notifications}
    >
      {notifications.map((notification) => (
        <NotificationToast key={notification.id} notification={notification} />
      ))}
      <Toast.Viewport
        label={messages.common.notificationsRegion}
        className="fixed bottom-4 right-4 z-[60] grid w-[min(24rem,calc(100vw-2rem))] gap-2 outline-none"
      />
    </Toast.Provider>
  );
}

function NotificationToast({ notification }: { notification: Notification }) {
  const dismiss = useSetAtom(dismissNotificationAtom);
  return (
    <Toast.Root
      type={notification.tone === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismiss(notification.id);
      }}
      className={cn(
        'flex items-start gap-3 rounded-lg border border-l-4 bg-popover p-3 text-sm text-popover-foreground shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        toneClass[notification.tone],
      )}
    >
      <Toast.Description className="flex-1">{notification.text}</Toast.Description>
      <Toast.Close className="opacity-70 hover:opacity-100" aria-label={messages.common.close}>
        <X className="size-4" aria-hidden />
      </Toast.Close>
    </Toast.Root>
  );
}
