import { jwtVerify, SignJWT } from 'jose';
import type { Ports } from '../ports/Ports';

const TYPE = 'payment+jwt';

// The payment token stands in for a session where none can exist yet: on the /payment screen
// right after registration (the email is not confirmed, so nobody can sign in) and behind the
// mailed "update your card" link. It names one user and lets its holder pay for that user's
// account, store a card for it and redeem a donation code for it — nothing else: its own `typ`
// and audience keep it from ever passing as an access token, and it lasts minutes.
export async function issuePaymentToken(
  ports: Pick<Ports, 'config' | 'clock'>,
  userId: string,
  seconds: number,
): Promise<string> {
  const now = Math.floor(ports.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setIssuer(ports.config.auth.issuer)
    .setAudience(audienceOf(ports))
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(keyOf(ports));
}

/** The user the token names; null when it is not a valid, unexpired payment token. */
export async function verifyPaymentToken(
  ports: Pick<Ports, 'config' | 'clock'>,
  token: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(ports), {
      algorithms: ['HS256'],
      issuer: ports.config.auth.issuer,
      audience: audienceOf(ports),
      typ: TYPE,
      currentDate: ports.clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}

/** Lifetimes: the registration's, long enough to pay; the mailed link's, like a reset link. */
export const paymentTokenSeconds = { registration: 2 * 3600, mailedLink: 3600 } as const;

const keyOf = (ports: Pick<Ports, 'config'>) => new TextEncoder().encode(ports.config.jwtSecret);
const audienceOf = (ports: Pick<Ports, 'config'>) => `${ports.config.auth.audience}:payments`;
