import type { RandomSource } from '../ports/RandomSource';

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new donation code: 160 random bits as 32 base32 characters in groups of four
 * (`K7QM-3X9T-…`). Guessing one is hopeless even without the rate limit.
 */
export function createDonationCode(random: RandomSource): string {
  let value = BigInt(`0x${random.hex(20)}`);
  let text = '';
  for (let i = 0; i < 32; i++) {
    text = alphabet[Number(value & 31n)] + text;
    value >>= 5n;
  }
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** What a person typed, in the stored form: upper case, grouped, ambiguous letters read as digits. */
export function normalizeDonationCode(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}
