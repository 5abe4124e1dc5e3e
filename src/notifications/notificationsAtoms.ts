import { atom } from 'jotai';

export interface Notification {
  id: number;
  tone: 'info' | 'success' | 'error';
  text: string;
}

// At most three notifications show at once; a fourth pushes out the oldest.
export const maxNotifications = 3;

export const notificationsAtom = atom<Notification[]>([]);

let nextId = 1;

export const notifyAtom = atom(null, (get, set, notification: Omit<Notification, 'id'>) => {
  const id = nextId++;
  set(
    notificationsAtom,
    [...get(notificationsAtom), { ...notification, id }].slice(-maxNotifications),
  );
  return id;
});

export const dismissNotificationAtom = atom(null, (get, set, id: number) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((notification) => notification.id !== id),
  );
});

type WritableStore = {
  set: (anAtom: typeof notifyAtom, value: Omit<Notification, 'id'>) => number;
};

// For code outside React (the API client).
export function notify(store: WritableStore, notification: Omit<Notification, 'id'>): number {
  return store.set(notifyAtom, notification);
}
