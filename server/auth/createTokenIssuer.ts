import { jwtVerify, SignJWT } from 'jose';
import type { AuthPolicy } from '../config/ServerConfig';
import type { Clock } from '../ports/Clock';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  sessionVersion: number;
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

const ACCESS_TYPE = 'at+jwt';
const VERIFIED_CACHE_SIZE = 10_000;
const PROOF_TYPE = 'session-proof+jwt';
const CHALLENGE_TYPE = 'two-factor+jwt';

// Signs and checks the two JWTs the API hands out. The algorithm is pinned (HS256 with a secret
// of at least 256 bits), and issuer, audience and the `typ` header are all checked, so a session
// proof, a refresh token or a reset token can never pass as an access token.
export function createTokenIssuer(secret: string, policy: AuthPolicy, clock: Clock) {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every call (about a tenth
  // of an authenticated request's CPU in the API benchmark).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A client sends the same access token on every request for minutes; its signature and claims
  // are checked once and the exact token string is remembered until its exp. Only the JWT check
  // is skipped: the session is still looked up on every request, so revocation stays immediate.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const proofAudience = `${policy.audience}:end-all-sessions`;
  const challengeAudience = `${policy.audience}:two-factor`;

  const verifyAs = async (token: string, typ: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: policy.issuer,
        audience,
        typ,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload;
    } catch {
      return null;
    }
  };

  return {
    issueAccessToken: async (claims: AccessClaims) =>
      new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setIssuer(policy.issuer)
        .setAudience(policy.audience)
        .setSubject(claims.userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + policy.accessTokenSeconds)
        .sign(await key),

    verifyAccessToken: async (token: string): Promise<AccessClaims | null> => {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAtMs > clock.now().getTime()) return cached.claims;
        verified.delete(token);
        return null;
      }
      const payload = await verifyAs(token, ACCESS_TYPE, policy.audience);
      if (
        !payload?.sub ||
        typeof payload.sid !== 'string' ||
        typeof payload.sv !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      const claims = { userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.sv };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    },

    /** Proof that a login attempt had the right password, for users/endAllSessions. */
    issueSessionProof: async (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: PROOF_TYPE })
        .setIssuer(policy.issuer)
        .setAudience(proofAudience)
        .setSubject(userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + policy.sessionProofSeconds)
        .sign(await key),

    verifySessionProof: async (token: string): Promise<string | null> =>
      (await verifyAs(token, PROOF_TYPE, proofAudience))?.sub ?? null,

    /**
     * Proof that a login had the right password and passed the spec's checks, for the second
     * step (the code, or enrolment when a second factor is required). Never an access token.
     */
    issueTwoFactorChallenge: async (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: CHALLENGE_TYPE })
        .setIssuer(policy.issuer)
        .setAudience(challengeAudience)
        .setSubject(userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + policy.sessionProofSeconds)
        .sign(await key),

    verifyTwoFactorChallenge: async (token: string): Promise<string | null> =>
      (await verifyAs(token, CHALLENGE_TYPE, challengeAudience))?.sub ?? null,
  };
}
