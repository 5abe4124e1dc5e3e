import type { LoginAnswer } from '@schemas/api/sessions';
import type { UserProfile } from '@schemas/api/users';
import { atom, type Getter, type Setter } from 'jotai';
import { getApi } from '../api/apiAtom';
import { isTokenExpired } from '../api/tokenStorage';
import { messages } from '../messages';

// Authentication starts uninitialised; on load a stored access token that has
// not expired triggers a profile fetch, after which the user is authenticated; otherwise
// unauthenticated. Decision: an expired access token with a refresh token is refreshed first
// (access tokens last 15 minutes; signing everyone out after a coffee break is not what the spec
// means by "expired session").
export type AuthStatus = 'uninitialized' | 'authenticated' | 'unauthenticated';

export const authStatusAtom = atom<AuthStatus>('uninitialized');
export const userAtom = atom<UserProfile | null>(null);

export const initializeAuthAtom = atom(null, async (get, set) => {
  const api = getApi(get);
  const token = api.tokens.getAccessToken();
  const canRefresh = api.tokens.getRefreshToken() !== null;
  if (!token && !canRefresh) {
    set(authStatusAtom, 'unauthenticated');
    return;
  }
  if (token && isTokenExpired(token) && !canRefresh) {
    api.tokens.clear();
    set(authStatusAtom, 'unauthenticated');
    return;
  }
  try {
    // An expired access token draws a 401, which the client answers with one refresh.
    const user = await api.call('GET users/me');
    api.tokens.setUserPlan(user.plan.namePlan);
    set(userAtom, user);
    set(authStatusAtom, 'authenticated');
  } catch {
    api.tokens.clear();
    set(userAtom, null);
    set(authStatusAtom, 'unauthenticated');
  }
});

export type LoginOutcome =
  | { status: 'signedIn' }
  | {
      // The password was right; a second factor comes next: a code, or enrolment when the
      // account must have one and has none yet.
      status: 'secondFactor';
      mode: 'code' | 'setup';
      token: string;
      message: string;
    }
  | {
      status: 'refused';
      message: string;
      activeSessionProof: string | null;
      emailUnverified: boolean;
    };

// The server's reply decides; any of the three refusals keeps the user out.
export const logInAtom = atom(
  null,
  async (get, set, credentials: { email: string; password: string }): Promise<LoginOutcome> => {
    const api = getApi(get);
    const answer = await api.call('POST users/login', credentials, { auth: false });
    return outcomeOf(get, set, answer);
  },
);

// The emailed one-time sign-in link (offered when the password is braked): it stands in for the
// password only; the refusals and the second factor follow as after a login.
export const signInWithLinkAtom = atom(
  null,
  async (get, set, token: string): Promise<LoginOutcome> => {
    const answer = await getApi(get).call('POST users/login/link/use', { token }, { auth: false });
    return outcomeOf(get, set, answer);
  },
);

function outcomeOf(get: Getter, set: Setter, answer: LoginAnswer): Promise<LoginOutcome> {
  if (answer.twoFactor && answer.twoFactorToken) {
    return Promise.resolve({
      status: 'secondFactor',
      mode: answer.twoFactor,
      token: answer.twoFactorToken,
      message: answer.message ?? '',
    });
  }
  return signInWith(get, set, answer);
}

async function signInWith(get: Getter, set: Setter, answer: LoginAnswer): Promise<LoginOutcome> {
  const api = getApi(get);
  {
    if (
      answer.hasActiveSession ||
      !answer.isEmailVerified ||
      answer.resetPassword ||
      !answer.accessToken ||
      !answer.refreshToken
    ) {
      const message = answer.hasActiveSession
        ? messages.errors.activeSession
        : !answer.isEmailVerified
          ? messages.errors.emailUnverified
          : answer.resetPassword
            ? messages.errors.resetRequested
            : (answer.message ?? messages.errors.fallback);
      return {
        status: 'refused',
        message,
        activeSessionProof: answer.hasActiveSession ? answer.token : null,
        emailUnverified: !answer.isEmailVerified,
      };
    }
    api.tokens.setTokens({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
    const user = await api.call('GET users/me');
    api.tokens.setUserPlan(user.plan.namePlan);
    set(userAtom, user);
    set(authStatusAtom, 'authenticated');
    return { status: 'signedIn' };
  }
}

// The login's second step: the code from the authenticator app or a recovery code.
export const completeSecondFactorAtom = atom(
  null,
  async (get, set, input: { token: string; code: string }): Promise<LoginOutcome> => {
    const answer = await getApi(get).call('POST users/login/twoFactor', input, { auth: false });
    return signInWith(get, set, answer);
  },
);

// Enrolment a required second factor forces at login: the secret and its QR code.
export const startLoginSetupAtom = atom(null, (get, _set, token: string) =>
  getApi(get).call('POST users/login/twoFactorSetup', { token }, { auth: false }),
);

// Confirms that enrolment with the first code; answers the recovery codes to show once and the
// login's answer, which signInWithAnswerAtom completes once the person has kept the codes (signed
// in, the login page would move on at once and the codes would never be seen).
export const enableAtLoginAtom = atom(
  null,
  async (get, _set, input: { token: string; code: string }) => {
    const answer = await getApi(get).call('POST users/login/twoFactorEnable', input, {
      auth: false,
    });
    return { answer, recoveryCodes: answer.recoveryCodes };
  },
);

export const signInWithAnswerAtom = atom(null, (get, set, answer: LoginAnswer) =>
  signInWith(get, set, answer),
);

// Ends the other sessions with the proof the refused login returned, then signs in.
export const endOtherSessionsAndLogInAtom = atom(
  null,
  async (
    get,
    set,
    input: { email: string; password: string; token: string },
  ): Promise<LoginOutcome> => {
    await getApi(get).call('POST users/endAllSessions', input, { auth: false });
    return set(logInAtom, { email: input.email, password: input.password });
  },
);

// Logout, ending all sessions, changing the password or deactivating the account all return the
// user to unauthenticated.
export const signOutLocallyAtom = atom(null, (get, set) => {
  getApi(get).tokens.clear();
  set(userAtom, null);
  set(authStatusAtom, 'unauthenticated');
});

export const logOutAtom = atom(null, async (get, set) => {
  await getApi(get).call('POST users/logout');
  set(signOutLocallyAtom);
});

export const refreshUserAtom = atom(null, async (get, set) => {
  const api = getApi(get);
  const user = await api.call('GET users/me');
  api.tokens.setUserPlan(user.plan.namePlan);
  set(userAtom, user);
  return user;
});
