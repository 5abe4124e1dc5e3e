import { ApiError, apiErrors } from '../errors/ApiError';
import { paymentMessages } from './paymentMessages';

export const paymentErrors = {
  unknownPlan: () =>
    apiErrors.fieldsInvalid([{ field: 'namePlan', message: paymentMessages.unknownPlan }]),
  planNotForSale: (label: string) =>
    new ApiError(409, 'PLAN_NOT_FOR_SALE', paymentMessages.planNotForSale(label)),
  planIsFree: () => new ApiError(409, 'PLAN_IS_FREE', paymentMessages.planIsFree),
  alreadySubscribed: () =>
    new ApiError(409, 'ALREADY_SUBSCRIBED', paymentMessages.alreadySubscribed),
  noCard: () => new ApiError(404, 'NO_CARD', paymentMessages.noCard),
  nothingDue: () => new ApiError(409, 'NOTHING_DUE', paymentMessages.nothingDue),
  wrongCheckout: () => new ApiError(409, 'WRONG_CHECKOUT', paymentMessages.wrongCheckout),
  downgradeNeedsSeats: (...args: Parameters<typeof paymentMessages.downgradeNeedsSeats>) =>
    new ApiError(409, 'DOWNGRADE_NEEDS_SEATS', paymentMessages.downgradeNeedsSeats(...args)),
  // The gateway could not be reached: a 503, and the person is told nothing was charged.
  providerUnavailable: () =>
    new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', paymentMessages.providerUnavailable),
  notificationInvalid: () =>
    new ApiError(400, 'NOTIFICATION_SIGNATURE_INVALID', paymentMessages.notificationInvalid),
  notificationStale: () =>
    new ApiError(400, 'NOTIFICATION_STALE', paymentMessages.notificationStale),
};
