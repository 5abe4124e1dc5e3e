import { ApiError } from '../errors/ApiError';
import { DocxBusyError, DocxLimitError, DocxTemplateError } from './docx/createDocxRenderer';
import { generationErrors } from './generationErrors';
import { generationMessages } from './generationMessages';

// What a failed DOCX render answers; errors of our own (a thread that failed to start) pass on.
// - 422 WORD_GENERATION_FAILED: the template cannot be filled with these answers;
// - 422 DOCX_TOO_LARGE / DOCX_TIMEOUT: the document grows past a thread's memory or time (a
//   repeat over thousands of rows): the template's or the answers' doing, so not a 5xx;
// - 429 DOCX_BUSY with Retry-After: the account has its maximum of renders waiting.
export function toDocxError(error: unknown): unknown {
  if (error instanceof DocxTemplateError) return generationErrors.wordGenerationFailed();
  if (error instanceof DocxLimitError) {
    return error.reason === 'memory'
      ? new ApiError(422, 'DOCX_TOO_LARGE', generationMessages.docxTooLarge)
      : new ApiError(422, 'DOCX_TIMEOUT', generationMessages.docxTimeout);
  }
  if (error instanceof DocxBusyError) {
    const seconds = error.retryAfterSeconds;
    return new ApiError(429, 'DOCX_BUSY', generationMessages.docxBusy(seconds), undefined, seconds);
  }
  return error;
}
