import { ApiError } from '../errors/ApiError';
import { generationMessages } from './generationMessages';

export const generationErrors = {
  // The catalogue lists this text under 500; it is answered 422 here because it is the
  // template's or the answers' fault, not the server's (the client shows the same text).
  wordGenerationFailed: () =>
    new ApiError(422, 'WORD_GENERATION_FAILED', generationMessages.checkFields),
  documentDisabled: () =>
    new ApiError(409, 'DOCUMENT_DISABLED', generationMessages.documentDisabled),
  fileLinkExpired: () => new ApiError(404, 'FILE_LINK_EXPIRED', generationMessages.fileLinkExpired),
};
