import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';

const issuer = 'Minuta';

// TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s), through otpauth.
function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random 160-bit secret, in base32. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the authenticator app reads: the otpauth:// address and its QR code as an SVG data URL. */
export function describeTotp(secret: string, email: string): { otpauthUrl: string; qr: string } {
  const otpauthUrl = totpOf(secret, email).toString();
  const qr = qrcode(0, 'M');
  qr.addData(otpauthUrl);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return { otpauthUrl, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

// The time step a code belongs to, if it is right now or one step either side (clocks drift),
// else null. The caller refuses a step at or before the last one accepted (no replay).
export function matchTotp(secret: string, email: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, email);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / 30) + delta;
}
