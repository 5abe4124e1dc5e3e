import { ApiError, apiErrors } from '../errors/ApiError';
import { donationMessages } from './donationMessages';

export const donationErrors = {
  // The spec's 403 for a code an administrator expired ("Tu código no es valido"). The web app
  // shows it without signing the person out (apiErrors.ts names this code).
  expired: () => new ApiError(403, 'DONATION_CODE_EXPIRED', donationMessages.codeInvalid),
  // An unknown code and one already redeemed answer alike, so trying codes tells nothing.
  invalid: () => new ApiError(404, 'DONATION_CODE_INVALID', donationMessages.codeInvalid),
  alreadyRedeemed: () =>
    new ApiError(409, 'DONATION_ALREADY_REDEEMED', donationMessages.alreadyRedeemed),
  paidSubscription: () =>
    new ApiError(409, 'PAID_SUBSCRIPTION_ACTIVE', donationMessages.paidSubscription),
  planNotGrantable: () =>
    apiErrors.fieldsInvalid([
      { field: 'statusAccount', message: donationMessages.planNotGrantable },
    ]),
};
