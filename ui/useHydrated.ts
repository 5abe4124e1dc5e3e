import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

// False while React hydrates a page prerendered at build time (the page must draw what the build
// drew), true from the render after; always true for a page drawn in the browser.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
