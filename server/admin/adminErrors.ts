import { ApiError, apiErrors } from '../errors/ApiError';
import { adminMessages } from './adminMessages';

export const adminErrors = {
  cannotDisableSelf: () =>
    new ApiError(409, 'CANNOT_DISABLE_SELF', adminMessages.cannotDisableSelf),
  cannotDisableAdmin: () =>
    new ApiError(409, 'CANNOT_DISABLE_ADMIN', adminMessages.cannotDisableAdmin),
  userNotFound: () => new ApiError(404, 'USER_NOT_FOUND', adminMessages.userNotFound),
  documentNotFound: () => new ApiError(404, 'DOCUMENT_NOT_FOUND', adminMessages.documentNotFound),
  jobNotFound: () => new ApiError(404, 'JOB_NOT_FOUND', adminMessages.jobNotFound),
  faqNotFound: () => new ApiError(404, 'FAQ_NOT_FOUND', adminMessages.faqNotFound),
  faqOrderIncomplete: () =>
    apiErrors.fieldsInvalid([{ field: 'faqIds', message: adminMessages.faqOrderIncomplete }]),
};
