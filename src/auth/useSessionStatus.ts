import { useHydrated } from '@ui/useHydrated';
import { useAtomValue } from 'jotai';
import { type AuthStatus, authStatusAtom } from './authAtoms';

// The session's state as a page may draw it: while a prerendered page is hydrated, as the build
// drew it ('uninitialized': nobody is known at build time); the real state from the next render.
export function useSessionStatus(): AuthStatus {
  const status = useAtomValue(authStatusAtom);
  return useHydrated() ? status : 'uninitialized';
}
