import { ApiError } from '../errors/ApiError';
import { generationMessages } from './generationMessages';
import { ConversionError } from './pdf/ConverterWorker';
import { ConverterBusyError } from './pdf/createPdfConverter';

// What a failed PDF conversion answers: 429 with Retry-After when the queue is full, 503 when
// LibreOffice is not there (DOCX still works), 500 when LibreOffice failed on this document
// (timeout or crash after its retry; logged by the error handler).
export function toPdfError(error: unknown): unknown {
  if (error instanceof ConverterBusyError) {
    const seconds = error.retryAfterSeconds;
    return new ApiError(429, 'PDF_BUSY', generationMessages.pdfBusy(seconds), undefined, seconds);
  }
  if (error instanceof ConversionError) {
    if (error.reason === 'unavailable') {
      return new ApiError(503, 'PDF_UNAVAILABLE', generationMessages.pdfUnavailable);
    }
    return new PdfConversionFailed(error);
  }
  return error;
}

/** A 500 with our Spanish text; the cause stays in the log. */
export class PdfConversionFailed extends ApiError {
  constructor(readonly conversion: ConversionError) {
    super(500, 'PDF_CONVERSION_FAILED', generationMessages.pdfFailed);
  }
}
