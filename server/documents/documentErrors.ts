import { ApiError, apiErrors } from '../errors/ApiError';
import { errorMessages } from '../messages';
import { documentMessages } from './documentMessages';
import { StaleVersionError } from './StaleVersionError';

export const documentErrors = {
  // A missing id, a deleted one and another account's all answer this, word for word.
  notFound: () => new ApiError(404, 'NOT_FOUND', errorMessages.notFound),
  staleVersion: (version: number) => new StaleVersionError(version),
  documentLimit: (...args: Parameters<typeof documentMessages.documentLimit>) =>
    new ApiError(409, 'DOCUMENT_LIMIT_REACHED', documentMessages.documentLimit(...args)),
  // A client-chosen id (see CreatePageBody.id) that already names something.
  idInUse: () => new ApiError(409, 'ID_IN_USE', documentMessages.idInUse),
  /** A 400 naming one body field. */
  field: (field: string, message: string) => apiErrors.fieldsInvalid([{ field, message }]),
};
