// Where the session lives in the browser, under the spec's local storage keys.
export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  setUserPlan(namePlan: string): void;
  clearAccessToken(): void;
  clear(): void;
}

export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userPlan: 'userPlan',
} as const;

export function createTokenStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): TokenStorage {
  return {
    getAccessToken: () => storage.getItem(storageKeys.accessToken),
    getRefreshToken: () => storage.getItem(storageKeys.refreshToken),
    setTokens: ({ accessToken, refreshToken }) => {
      storage.setItem(storageKeys.accessToken, accessToken);
      storage.setItem(storageKeys.refreshToken, refreshToken);
    },
    setUserPlan: (namePlan) => storage.setItem(storageKeys.userPlan, namePlan),
    clearAccessToken: () => storage.removeItem(storageKeys.accessToken),
    clear: () => {
      storage.removeItem(storageKeys.accessToken);
      storage.removeItem(storageKeys.refreshToken);
      storage.removeItem(storageKeys.userPlan);
    },
  };
}

// The spec's expiry check: the token's `exp` claim against the current time.
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return true;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp !== 'number' || exp * 1000 <= now;
  } catch {
    return true;
  }
}
