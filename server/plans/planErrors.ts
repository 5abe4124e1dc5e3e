import { ApiError } from '../errors/ApiError';
import { planMessages } from './planMessages';

export const planErrors = {
  // The spec's 430: the account's last payment failed (or it has none where one is needed).
  paymentRequired: () => new ApiError(430, 'PAYMENT_REQUIRED', planMessages.paymentRequired),
  // 409 like the document and operator limits: the request conflicts with the account's plan.
  mailLimit: (...args: Parameters<typeof planMessages.mailLimit>) =>
    new ApiError(409, 'MAIL_LIMIT_REACHED', planMessages.mailLimit(...args)),
  storageLimit: (...args: Parameters<typeof planMessages.storageLimit>) =>
    new ApiError(409, 'STORAGE_LIMIT_REACHED', planMessages.storageLimit(...args)),
};
