import type { DonationCodeInfoAnswer } from '@schemas/api/donations';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeDonationCode } from './donationCode';
import { donationErrors } from './donationErrors';

// users/searchDonatedAccOff {codeDonation}: tells whether a code can be redeemed and what plan it
// grants (the /payment screen checks it before redeeming). No session needed; every look-up
// counts against the caller's IP, and codes are 160 random bits, so guessing gets nowhere.
export async function searchDonationCode(
  ports: Ports,
  typed: string,
  origin: RequestOrigin,
): Promise<DonationCodeInfoAnswer> {
  await ports.limiter.consume(
    'donation-code',
    ports.config.rateLimits.donationCodePerIp,
    origin.ip,
  );
  const row = await ports.db
    .selectFrom('donated_accounts as d')
    .innerJoin('plans as p', 'p.name_plan', 'd.status_account')
    .select([
      'd.code_donation',
      'd.status_account',
      'd.description',
      'd.expired',
      'd.user_id',
      'p.label',
    ])
    .where('d.code_donation', '=', normalizeDonationCode(typed))
    .executeTakeFirst();
  if (!row || row.user_id) throw donationErrors.invalid();
  if (row.expired) throw donationErrors.expired();
  return {
    Code: 'OK',
    Message: {
      value: {
        codeDonation: row.code_donation,
        statusAccount: row.status_account,
        label: row.label,
        description: row.description,
      },
    },
  };
}
