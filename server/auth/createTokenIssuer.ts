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
const PROOF_TYPE = 'session-proof+jwt';

// Signs and checks the two JWTs the API hands out. The algorithm is pinned (HS256 with a secret
// of at least 256 bits), and issuer, audience and the `typ` header are all checked, so a session
// proof, a refresh token or a reset token can never pass as an access token.
export function createTokenIssuer(secret: string, policy: AuthPolicy, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const proofAudience = `${policy.audience}:end-all-sessions`;

  const verifyAs = async (token: string, typ: string, audience: string) => {
    try {
      const { payload } = await jwtVerify(token, key, {
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
    issueAccessToken: (claims: AccessClaims) =>
      new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setIssuer(policy.issuer)
        .setAudience(policy.audience)
        .setSubject(claims.userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + policy.accessTokenSeconds)
        .sign(key),

    verifyAccessToken: async (token: string): Promise<AccessClaims | null> => {
      const payload = await verifyAs(token, ACCESS_TYPE, policy.audience);
      if (!payload?.sub || typeof payload.sid !== 'string' || typeof payload.sv !== 'number') {
        return null;
      }
      return { userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.sv };
    },

    /** Proof that a login attempt had the right password, for users/endAllSessions. */
    issueSessionProof: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: PROOF_TYPE })
        .setIssuer(policy.issuer)
        .setAudience(proofAudience)
        .setSubject(userId)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + policy.sessionProofSeconds)
        .sign(key),

    verifySessionProof: async (token: string): Promise<string | null> =>
      (await verifyAs(token, PROOF_TYPE, proofAudience))?.sub ?? null,
  };
}
