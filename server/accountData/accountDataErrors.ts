import { ApiError } from '../errors/ApiError';
import { twoFactorMessages } from '../twoFactor/twoFactorMessages';
import { accountDataMessages } from './accountDataMessages';

export const accountDataErrors = {
  /** The owner has a second factor and sent no code with the password. */
  codeRequired: () =>
    new ApiError(400, 'TWO_FACTOR_CODE_REQUIRED', twoFactorMessages.codeRequired, [
      { field: 'code', message: twoFactorMessages.codeRequired },
    ]),
  // 410 like any link that lived its time: asking again gives a fresh one.
  exportLinkExpired: () =>
    new ApiError(410, 'EXPORT_LINK_EXPIRED', accountDataMessages.exportLinkExpired),
  // 410: what the owner asks for is gone for good, not merely refused.
  deletionUnderway: () =>
    new ApiError(410, 'ACCOUNT_DELETED', accountDataMessages.deletionUnderway),
  adminCannotDelete: () =>
    new ApiError(409, 'ACCOUNT_DELETION_REFUSED', accountDataMessages.adminCannotDelete),
};
